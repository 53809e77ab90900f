"""`previewd compare`: a swift-snapshot-testing suite's recorded images checked against previewd's renderings."""
import json
import shutil
import subprocess
from pathlib import Path

from frames import decode_png
from harness import daemon_binary

FIXTURE = Path(__file__).resolve().parent.parent / "Fixtures" / "SnapshotSuite"


def compare(project, out, *extra):
    return subprocess.run(
        [str(daemon_binary()), "compare", str(project), "--out", str(out), *extra],
        capture_output=True, text=True, timeout=300,
    )


def test_compare_scores_every_snapshot_and_lists_what_it_cannot_render(tmp_path):
    out = tmp_path / "out"
    result = compare(FIXTURE, out, "--json")
    assert result.returncode == 0, result
    report = json.loads(result.stdout)
    assert report == json.loads((out / "compare.json").read_text())
    snapshots = {entry["name"]: entry for entry in report["snapshots"]}
    assert set(snapshots) == {
        "CardSnapshotTests/testCard.1", "CardSnapshotTests/testCard.dark", "CardSnapshotTests/testBadge.1",
        "CardSnapshotTests/testSettingsScreen.1", "CardSnapshotTests/testRedesignedCard.1",
        "CardSnapshotTests/testEveryUnreadCount.?",
    }

    card = snapshots["CardSnapshotTests/testCard.1"]
    assert card["status"] == "compared"
    assert card["reference"] == "Tests/__Snapshots__/CardSnapshotTests/testCard.1.png"
    assert card["layout"] == "fixed 320×80" and card["scale"] == 2
    assert card["referenceSize"] == {"width": 640, "height": 160} == card["renderedSize"] and card["sizeMatch"]
    assert card["ssim"] > 0.99

    # The dark one's width and height are a file-level constant's, evaluated by the interpreter.
    dark = snapshots["CardSnapshotTests/testCard.dark"]
    assert dark["colorScheme"] == "dark" and dark["layout"] == "fixed 320×80" and dark["ssim"] > 0.99

    device = snapshots["CardSnapshotTests/testSettingsScreen.1"]
    assert device["layout"] == "device iPhoneSe" and device["renderedSize"] == {"width": 640, "height": 1136}

    badge = snapshots["CardSnapshotTests/testBadge.1"]
    assert badge["layout"] == "sizeThatFits" and badge["sizeMatch"] and badge["ssim"] > 0.99

    # Recorded from an earlier design: it scores low, and its diff image has the three panels.
    redesigned = snapshots["CardSnapshotTests/testRedesignedCard.1"]
    assert redesigned["status"] == "compared" and redesigned["ssim"] < 0.9
    diff = decode_png((out / redesigned["diff"]).read_bytes())
    assert diff.width == 640 * 3 + 8 and diff.height == 160
    assert (out / redesigned["rendered"]).exists()

    # In a loop, the reference each iteration compares with is not known from the source: listed, not dropped.
    looped = snapshots["CardSnapshotTests/testEveryUnreadCount.?"]
    assert looped["status"] == "not-compared" and "loop" in looped["reason"]

    summary = report["summary"]
    assert summary["snapshots"] == 6 and summary["compared"] == 5 and summary["notCompared"] == 1
    scores = [entry["ssim"] for entry in report["snapshots"] if "ssim" in entry]
    assert abs(summary["meanSSIM"] - sum(scores) / len(scores)) < 1e-9


def test_compare_prints_a_table_and_fails_below_the_minimum(tmp_path):
    result = compare(FIXTURE, tmp_path / "out", "--min-ssim", "0.95")
    assert result.returncode != 0, result
    lines = result.stdout.splitlines()
    assert lines[0].split() == ["snapshot", "layout", "scale", "reference", "rendered", "size", "SSIM"]
    row = next(line for line in lines if line.startswith("CardSnapshotTests/testCard.1 "))
    assert "640×160" in row and "match" in row
    assert any(line.startswith("6 snapshots: 5 compared, 1 not compared; mean SSIM 0.") for line in lines)
    assert any("minimum SSIM 0.95: failed (1 below, 1 not compared)" in line for line in lines)
    assert any("testEveryUnreadCount.?: the assertion is inside a for-in loop" in line for line in lines)


def test_compare_passes_a_minimum_every_snapshot_meets(tmp_path):
    project = tmp_path / "Suite"
    shutil.copytree(FIXTURE, project)
    tests = project / "Tests" / "CardSnapshotTests.swift"
    source = tests.read_text()
    start = source.index("    /// Its reference was recorded")
    tests.write_text(source[:start] + "}\n")
    result = compare(project, tmp_path / "out", "--min-ssim", "0.95")
    assert result.returncode == 0, result.stdout + result.stderr
    assert "4 snapshots: 4 compared, 0 not compared" in result.stdout


def test_compare_refuses_what_is_not_a_project(tmp_path):
    result = compare(tmp_path / "missing", tmp_path / "out")
    assert result.returncode != 0 and "is not a folder" in result.stderr
    result = compare(FIXTURE, tmp_path / "out", "--min-ssim", "2")
    assert result.returncode == 64 and "--min-ssim" in result.stderr


def test_compare_lists_the_snapshots_of_a_test_file_that_does_not_parse(tmp_path):
    project = tmp_path / "Suite"
    shutil.copytree(FIXTURE, project)
    (project / "Tests" / "BrokenTests.swift").write_text(
        "final class BrokenTests: XCTestCase {\n"
        "    func testBroken() {\n"
        "        assertSnapshot(of: Badge(count: 1), as: .image)\n"
        "        let = 3\n"
        "    }\n"
        "}\n")
    result = compare(project, tmp_path / "out", "--json")
    assert result.returncode == 0, result.stderr
    snapshots = {entry["name"]: entry for entry in json.loads(result.stdout)["snapshots"]}
    broken = snapshots["BrokenTests/testBroken.1"]
    assert broken["status"] == "not-compared" and "does not parse" in broken["reason"], broken
    assert snapshots["CardSnapshotTests/testCard.1"]["status"] == "compared"


def test_compare_reads_the_strings_tables_the_app_shows_its_text_from(tmp_path):
    # The settings screen's title becomes a key of the app's strings table whose text is the recorded title: the
    # rendering still matches only if the copy compare renders in keeps the table.
    project = tmp_path / "Suite"
    shutil.copytree(FIXTURE, project)
    cards = project / "Sources" / "Cards.swift"
    cards.write_text(cards.read_text().replace('Text("Settings")', 'Text("settings.title")'))
    (project / "Sources" / "en.lproj").mkdir()
    (project / "Sources" / "en.lproj" / "Localizable.strings").write_text('"settings.title" = "Settings";\n')
    result = compare(project, tmp_path / "out", "--json")
    assert result.returncode == 0, result.stderr
    snapshots = {entry["name"]: entry for entry in json.loads(result.stdout)["snapshots"]}
    plain = json.loads(compare(FIXTURE, tmp_path / "plain", "--json").stdout)
    expected = {entry["name"]: entry for entry in plain["snapshots"]}
    screen = "CardSnapshotTests/testSettingsScreen.1"
    assert snapshots[screen]["ssim"] == expected[screen]["ssim"], (snapshots[screen], expected[screen])
