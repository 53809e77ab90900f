"""`previewd render --shard I/N` and `--merge`: N runners rendering slices of the matrix, joined afterwards, give
the same report and the same images as one runner rendering everything."""
import json
import subprocess

from harness import daemon_binary
from test_render import SOURCE, render


def merge(out, *folders, extra=()):
    return subprocess.run(
        [str(daemon_binary()), "render", "--merge", *map(str, folders), "--out", str(out), *extra],
        capture_output=True, text=True, timeout=120,
    )


def frames(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*.png")}


def test_shards_partition_the_matrix_and_merge_into_the_whole_report(tmp_path):
    project = tmp_path / "Cards"
    project.mkdir()
    (project / "Card.swift").write_text(SOURCE)
    whole = tmp_path / "whole"
    assert render(project, whole).returncode != 0  # Card.blank fails, in every run
    shards = [tmp_path / f"shard-{i}" for i in (1, 2, 3)]
    for number, folder in enumerate(shards, start=1):
        result = render(project, folder, "--shard", f"{number}/3")
        assert "shard" in result.stdout, result

    # Every (preview, target) pair is rendered by exactly one shard.
    rendered = [
        (entry["id"], target["id"])
        for folder in shards
        for entry in json.loads((folder / "index.json").read_text())["previews"]
        for target in json.loads((folder / "index.json").read_text())["targets"]
        if any(frame["target"] == target["id"] for frame in entry["frames"]) or entry["status"] == "failed"
    ]
    per_shard = [set(frames(folder)) for folder in shards]
    assert sum(len(s) for s in per_shard) == len(set().union(*per_shard)), "a frame was rendered by two shards"

    merged = tmp_path / "merged"
    result = merge(merged, *shards)
    assert result.returncode != 0, "a failed preview makes the merge fail too"
    expected = json.loads((whole / "index.json").read_text())
    actual = json.loads((merged / "index.json").read_text())
    assert [p["id"] for p in actual["previews"]] == [p["id"] for p in expected["previews"]]
    for got, want in zip(actual["previews"], expected["previews"]):
        assert got["status"] == want["status"], got["id"]
        assert got["frames"] == want["frames"], got["id"]
        assert got["diagnostics"] == want["diagnostics"], got["id"]
    assert actual["summary"] == expected["summary"]
    assert actual["targets"] == expected["targets"]
    assert frames(merged) == frames(whole)
    assert rendered  # the shards did render something


def test_merge_refuses_an_incomplete_set_of_shards(tmp_path):
    project = tmp_path / "Cards"
    project.mkdir()
    (project / "Card.swift").write_text(SOURCE)
    first = tmp_path / "shard-1"
    render(project, first, "--shard", "1/2")
    result = merge(tmp_path / "merged", first)
    assert result.returncode != 0
    assert "shards missing: 2/2" in result.stderr


def test_a_bad_shard_argument_is_a_usage_error(tmp_path):
    project = tmp_path / "Cards"
    project.mkdir()
    (project / "Card.swift").write_text(SOURCE)
    for bad in ("0/2", "3/2", "1", "a/b"):
        result = render(project, tmp_path / "out", "--shard", bad)
        assert result.returncode != 0, (bad, result)
        assert "--shard wants I/N" in result.stderr, (bad, result.stderr)
