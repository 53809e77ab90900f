"""`previewd render`: images plus index.json, with an honest status for every preview."""
import json
import signal
import subprocess
import time

from frames import decode_png
from harness import UNSUPPORTED_MODIFIER, daemon_binary, run_command

SOURCE = f"""\
import SwiftUI

struct Card: View {{
    var title: String
    var body: some View {{
        VStack {{
            Text(title).font(.title)
            Text("Body")
        }}
        .padding()
    }}
}}

struct Blank: View {{
    var body: some View {{ EmptyView() }}
}}

#Preview("Clean") {{
    Card(title: "Hello")
}}

#Preview("Degraded") {{
    Card(title: "Hello").{UNSUPPORTED_MODIFIER}(radius: 3)
}}

#Preview("Blank") {{
    Blank()
}}
"""


def render(project, out, *extra):
    """`previewd render`; a crash fails the test with the whole backtrace (`run_command`)."""
    return run_command(["render", project, "--out", out, *extra])


def test_render_writes_frames_and_an_honest_index(tmp_path):
    project = tmp_path / "Cards"
    project.mkdir()
    out = tmp_path / "out"
    # A first run in which Blank draws something leaves its frames in `out`; the next run must remove them.
    (project / "Card.swift").write_text(SOURCE.replace("EmptyView()", 'Text("Not blank yet")'))
    first = render(project, out)
    assert first.returncode == 0, first
    assert list((out / "Card.blank").glob("*.png")), "the first run wrote no frames for Card.blank"
    (project / "Card.swift").write_text(SOURCE)

    result = render(project, out)
    # A failed preview makes the command fail.
    assert result.returncode != 0, result
    assert "1 clean, 1 degraded, 1 failed" in result.stdout, result.stdout

    index = json.loads((out / "index.json").read_text())
    assert index["complete"] is True
    assert "rendering" not in index, index
    assert index["summary"] == {"clean": 1, "degraded": 1, "failed": 1}, index["summary"]
    targets = {target["id"]: target for target in index["targets"]}
    assert targets
    previews = {preview["id"]: preview for preview in index["previews"]}
    assert set(previews) == {"Card.clean", "Card.degraded", "Card.blank"}, previews
    lines = SOURCE.splitlines()

    clean = previews["Card.clean"]
    assert clean["status"] == "clean" and clean["diagnostics"] == [], clean
    degraded = previews["Card.degraded"]
    assert degraded["status"] == "degraded", degraded
    assert [d["message"] for d in degraded["diagnostics"]] == [
        f"modifier '.{UNSUPPORTED_MODIFIER}' is not supported; drawn without it"], degraded
    for preview in (clean, degraded):
        assert {frame["target"] for frame in preview["frames"]} == set(targets), preview
        for frame in preview["frames"]:
            image = decode_png((out / frame["path"]).read_bytes())
            target = targets[frame["target"]]
            assert image.size == (target["width"] * target["scale"], target["height"] * target["scale"])

    # An empty body renders without a diagnostic from evaluation, but the frame would show nothing of the
    # preview's own: failed, no frames, and a warning at the preview that says why.
    blank = previews["Card.blank"]
    assert blank["status"] == "failed", blank
    assert blank["frames"] == [], blank
    assert not (out / "Card.blank").exists()
    assert len(blank["diagnostics"]) == 1, blank["diagnostics"]
    diagnostic = blank["diagnostics"][0]
    assert diagnostic["message"] == "the preview draws nothing of its own", diagnostic
    assert diagnostic["file"] == "Card.swift" and diagnostic["severity"] == "warning", diagnostic
    assert lines[diagnostic["line"] - 1].startswith('#Preview("Blank")'), diagnostic
    assert diagnostic["line"] == blank["line"]


def test_render_of_a_clean_preview_succeeds_even_when_strict(tmp_path):
    project = tmp_path / "Cards"
    project.mkdir()
    (project / "Card.swift").write_text(SOURCE)
    out = tmp_path / "out"

    result = render(project, out, "--preview", "Card.clean", "--strict")
    assert result.returncode == 0, result
    index = json.loads((out / "index.json").read_text())
    assert index["complete"] is True and index["summary"] == {"clean": 1, "degraded": 0, "failed": 0}, index

    strict = render(project, tmp_path / "strict", "--preview", "Card.degraded", "--strict")
    assert strict.returncode != 0, strict
    lenient = render(project, tmp_path / "lenient", "--preview", "Card.degraded")
    assert lenient.returncode == 0, lenient


def test_a_file_that_does_not_parse_fails_the_render_and_is_named(tmp_path):
    project = tmp_path / "Cards"
    project.mkdir()
    (project / "Card.swift").write_text(SOURCE)
    (project / "Broken.swift").write_text('import SwiftUI\n\n#Preview("Broken") {\n    Text("a"\n}\n')
    out = tmp_path / "out"

    result = render(project, out, "--preview", "Card.clean")
    assert result.returncode != 0, result
    assert "Broken.swift:" in result.stderr and "error" in result.stderr, result.stderr
    assert "1 file could not be read or parsed" in result.stdout + result.stderr, result
    # The other previews are still rendered.
    index = json.loads((out / "index.json").read_text())
    assert index["summary"]["clean"] == 1, index


BADGED = f"""\
import SwiftUI

#Preview("Swatch", traits: .fixedLayout(width: 200, height: 200)) {{
    Color.green.{UNSUPPORTED_MODIFIER}(radius: 3)
}}
"""


def corner_and_middle(out, preview):
    frame = preview["frames"][0]
    image = decode_png((out / frame["path"]).read_bytes()).convert("RGB")
    width, height = image.size
    scale = width // 200
    return image.getpixel((width - 14 * scale, height - 14 * scale)), image.getpixel((width // 2, height // 2))


def test_diagnostics_are_a_corner_badge_and_clean_frames_draw_none(tmp_path):
    project = tmp_path / "Swatch"
    project.mkdir()
    (project / "Swatch.swift").write_text(BADGED)

    badged = tmp_path / "badged"
    assert render(project, badged).returncode == 0
    preview = json.loads((badged / "index.json").read_text())["previews"][0]
    assert preview["status"] == "degraded" and len(preview["diagnostics"]) == 1, preview
    corner, middle = corner_and_middle(badged, preview)
    # The badge is orange in the corner; the middle of a 200-point preview still shows it.
    assert corner[0] > 200 and corner[2] < 100, corner
    assert middle[1] > 150 and middle[0] < 100, middle

    for extra, config in ((["--clean-frames"], None), ([], "clean-frames = true\n")):
        if config:
            (project / "previewd.toml").write_text(config)
        out = tmp_path / ("flag" if extra else "config")
        result = render(project, out, *extra)
        assert result.returncode == 0, result
        preview = json.loads((out / "index.json").read_text())["previews"][0]
        # Still reported, but not drawn.
        assert preview["status"] == "degraded" and len(preview["diagnostics"]) == 1, preview
        corner, middle = corner_and_middle(out, preview)
        assert corner[1] > 150 and corner[0] < 100, (extra, config, corner)


def test_size_renders_every_preview_on_a_fixed_canvas(tmp_path):
    project = tmp_path / "Cards"
    project.mkdir()
    (project / "Card.swift").write_text(SOURCE)

    for size, expected_scale in (("200x120@3", 3), ("150x100", 2)):
        out = tmp_path / size
        result = render(project, out, "--size", size, "--preview", "Card.clean")
        assert result.returncode == 0, result
        index = json.loads((out / "index.json").read_text())
        width, height = (int(side) for side in size.split("@")[0].split("x"))
        scale_text = size.split("@")[1] if "@" in size else "2"
        assert [target["id"] for target in index["targets"]] == [
            f"size-{width}x{height}@{scale_text}-light", f"size-{width}x{height}@{scale_text}-dark"], index["targets"]
        for target in index["targets"]:
            assert (target["width"], target["height"], target["scale"]) == (width, height, expected_scale), target
        frames = index["previews"][0]["frames"]
        assert len(frames) == 2, frames
        for frame in frames:
            image = decode_png((out / frame["path"]).read_bytes())
            assert image.size == (width * expected_scale, height * expected_scale), (size, image.size)

    for bad in ("0x100", "100", "100x100@9", "4096x4096@4"):
        result = render(project, tmp_path / "bad", "--size", bad)
        assert result.returncode != 0 and "--size" in result.stderr, (bad, result)
    both = render(project, tmp_path / "both", "--size", "100x100", "--target", "iphone-15-pro-light")
    assert both.returncode != 0, both


def test_a_render_killed_midway_leaves_an_index_of_everything_rendered_so_far(tmp_path):
    project = tmp_path / "Many"
    project.mkdir()
    # Forty previews, each summing a few thousand numbers: long enough that a kill lands in the middle.
    previews = "\n".join(
        f'#Preview("P{number:02d}") {{ Text("\\((0..<4_000).reduce({number}, +))") }}' for number in range(40))
    (project / "Many.swift").write_text("import SwiftUI\n\n" + previews + "\n")
    out = tmp_path / "out"
    index_file = out / "index.json"
    process = subprocess.Popen(
        [str(daemon_binary()), "render", str(project), "--out", str(out), "--jobs", "1"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        index = None
        deadline = time.time() + 120
        while time.time() < deadline and process.poll() is None:
            if index_file.exists():
                index = json.loads(index_file.read_text())
                if len(index["previews"]) >= 3:
                    break
            time.sleep(0.005)
        assert process.poll() is None, "the render finished before it could be killed; make its previews slower"
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=10)
    finally:
        if process.poll() is None:
            process.kill()

    index = json.loads(index_file.read_text())
    assert index["complete"] is False, index["summary"]
    rendered = [entry["id"] for entry in index["previews"]]
    assert len(rendered) >= 3 and len(rendered) < 40, rendered
    # In the order of the source, each with its frames on disk, and the one in flight named.
    assert rendered == [f"Many.p{number:02d}" for number in range(len(rendered))], rendered
    for entry in index["previews"]:
        for frame in entry["frames"]:
            assert decode_png((out / frame["path"]).read_bytes()).size[0] > 0, frame
    assert index["rendering"] and not set(index["rendering"]) & set(rendered), index["rendering"]
    assert sum(index["summary"].values()) == len(rendered), index["summary"]
