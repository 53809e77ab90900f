"""One preview's impossible geometry must not cost any other preview its frame: in `render`, and in the daemon
before and after the bad preview is fixed. Everything runs on one render worker, so that the ordinary previews
are drawn right after the bad one by the same renderer."""
import json
import subprocess

from harness import daemon_binary, wait_until

HOSTILE = """\
import SwiftUI

#Preview("Huge") {
    Rectangle().frame(width: 1e9, height: 1e9).blur(radius: 1e9)
}

#Preview("World") {
    Text("World").padding()
}

#Preview("Stack") {
    VStack { Text("A"); Text("B") }
}

#Preview("Hello") {
    Text("Hello")
}
"""

LOOP = """\

#Preview("Loop") {
    var seen: [Int: Int] = [:]
    var index = 0
    while true { seen[index] = index; index += 1 }
    return Text("never")
}
"""

ORDINARY = ("Bad.world", "Bad.stack", "Bad.hello")


def render(project, out, *extra):
    return subprocess.run(
        [str(daemon_binary()), "render", str(project), "--out", str(out), "--jobs", "1", *extra],
        capture_output=True, text=True, timeout=180,
    )


def messages(entry):
    return [d["message"] for d in entry["diagnostics"]]


def test_render_draws_every_preview_after_a_billion_point_frame(tmp_path):
    project = tmp_path / "Bad"
    project.mkdir()
    (project / "Bad.swift").write_text(HOSTILE)
    out = tmp_path / "out"

    result = render(project, out)
    assert result.returncode == 0, result
    index = json.loads((out / "index.json").read_text())
    entries = {entry["id"]: entry for entry in index["previews"]}
    for preview in ORDINARY:
        assert entries[preview]["status"] == "clean", entries[preview]
        for target in index["targets"]:
            assert (out / preview / f"{target['id']}.png").is_file(), (preview, target["id"])
    huge = entries["Bad.huge"]
    assert huge["status"] == "degraded", huge
    assert len(huge["frames"]) == len(index["targets"]), huge
    # The user's mistake is named where it was made, with what to change; nothing asks to be reported.
    assert any(m.startswith("'.frame(width: 1e9)' is 1e+09 points") for m in messages(huge)), huge
    assert any(m.startswith("'.blur(radius: 1e9)'") for m in messages(huge)), huge
    assert not any("report" in m for entry in index["previews"] for m in messages(entry)), index["previews"]


def test_a_runaway_preview_after_a_bad_frame_reports_its_own_budget(tmp_path):
    project = tmp_path / "Bad"
    project.mkdir()
    (project / "Bad.swift").write_text(HOSTILE + LOOP)
    out = tmp_path / "out"
    target = "iphone-15-pro-light"

    result = render(project, out, "--target", target)
    assert result.returncode != 0, result  # the loop draws nothing: a failed preview
    entries = {entry["id"]: entry for entry in json.loads((out / "index.json").read_text())["previews"]}
    loop = entries["Bad.loop"]
    assert loop["status"] == "failed", loop
    assert any("evaluation took longer than" in m for m in messages(loop)), loop
    for preview in ORDINARY:
        assert entries[preview]["status"] == "clean", entries[preview]


def test_daemon_serves_every_preview_beside_a_bad_one_and_after_it_is_fixed(daemon_factory, project, monkeypatch):
    monkeypatch.setenv("PREVIEWD_RENDER_WORKERS", "1")
    project.content_view.unlink()
    source = project.root / "Bad.swift"
    source.write_text(HOSTILE)
    daemon = daemon_factory()

    daemon.wait_for_frames()

    # Frames go out as they are drawn; the catalog with the render's diagnostics follows once all are drawn.
    def diagnosed():
        current = daemon.catalog()
        huge = [d for d in current["diagnostics"] if d.get("preview") == "Bad.huge"]
        return current if any(d["message"].startswith("'.frame(width: 1e9)'") for d in huge) else None

    catalog = wait_until(diagnosed, 30, "the catalog naming the billion-point frame")
    assert {p["id"] for p in catalog["previews"]} == {"Bad.huge", *ORDINARY}
    assert not any("report" in d["message"] for d in catalog["diagnostics"]), catalog["diagnostics"]

    # The bad preview goes and a new one comes; it is drawn on the worker that drew the bad one.
    source.write_text(HOSTILE.replace(
        '#Preview("Huge") {\n    Rectangle().frame(width: 1e9, height: 1e9).blur(radius: 1e9)\n}',
        '#Preview("Fresh") {\n    VStack { Text("A2"); Text("B") }\n}'))

    def fixed():
        current = daemon.catalog()
        ids = {p["id"] for p in current["previews"]}
        return current if ids == {"Bad.fresh", *ORDINARY} and not current["diagnostics"] else None

    after = wait_until(fixed, 30, "the catalog after the fix, without diagnostics")
    for preview in after["previews"]:
        for target in after["targets"]:
            assert wait_until(
                lambda: daemon.frame(preview["id"], target["id"]), 30, f"{preview['id']} on {target['id']}")
    assert not any("render failed" in line for line in daemon.log.splitlines()), daemon.log


UNBROKEN = """\
import SwiftUI

#Preview("Squeezed") {
    Text(String(repeating: "w", count: 10000)).minimumScaleFactor(0.0000001).frame(width: 10, height: 10)
}

#Preview("Column") {
    Text(String(repeating: "w", count: 20000)).frame(width: 10)
}

#Preview("Hello") {
    Text("Hello")
}
"""


def test_ten_thousand_unbroken_characters_in_a_narrow_frame_do_not_hold_up_the_render(tmp_path):
    # Wrapped one character per line, such a run cost Pango time quadratic in its length: this render took
    # about 85 s in a release build (longer in debug), every other preview waiting. The generous limit only tells
    # "seconds" from "minutes".
    project = tmp_path / "Long"
    project.mkdir()
    (project / "Long.swift").write_text(UNBROKEN)
    out = tmp_path / "out"

    result = subprocess.run(
        [str(daemon_binary()), "render", str(project), "--out", str(out), "--jobs", "1"],
        capture_output=True, text=True, timeout=60,
    )
    assert result.returncode == 0, result
    entries = {entry["id"]: entry for entry in json.loads((out / "index.json").read_text())["previews"]}
    assert set(entries) == {"Long.squeezed", "Long.column", "Long.hello"}, entries
    assert all(entry["status"] == "clean" for entry in entries.values()), entries


ORDER_PROJECT = """\
import SwiftUI

#Preview("Symbols") {
    VStack {
        Image(systemName: "hourglass.circle")
        Image(systemName: "magnifyingglass.circle")
        Image(systemName: "wifi.slash")
        Image(systemName: "no.such.symbol")
    }
    .font(.largeTitle)
}

#Preview("Effects") {
    Text("Shadow")
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(.yellow))
        .shadow(radius: 8)
        .rotationEffect(.degrees(8))
        .opacity(0.8)
}

#Preview("Outlines") {
    VStack(spacing: 20) {
        Rectangle().stroke(.orange, lineWidth: 9).frame(width: 120, height: 80)
        RoundedRectangle(cornerRadius: 4).stroke(.blue, lineWidth: 6).frame(width: 120, height: 40)
        Text("1 of 1").foregroundStyle(.secondary)
    }
}
"""


def frame_bytes(out, preview):
    return {png.name: png.read_bytes() for png in sorted((out / preview).glob("*.png"))}


def test_each_preview_draws_the_same_frames_alone_as_after_the_others(tmp_path):
    """A renderer draws one preview after another; nothing a preview drew (a circled symbol's round line joins,
    a slash's caps, a missing symbol's dashes, a shadow, a transform) may change a later preview's pixels."""
    project = tmp_path / "Order"
    project.mkdir()
    (project / "Order.swift").write_text(ORDER_PROJECT)
    together = tmp_path / "together"
    assert render(project, together).returncode == 0
    index = json.loads((together / "index.json").read_text())
    previews = [entry["id"] for entry in index["previews"]]
    assert previews == ["Order.symbols", "Order.effects", "Order.outlines"], previews
    for preview in previews:
        alone = tmp_path / f"alone-{preview}"
        assert render(project, alone, "--preview", preview).returncode == 0
        expected = frame_bytes(alone, preview)
        assert expected, preview
        assert frame_bytes(together, preview) == expected, f"{preview} differs after the previews before it"
