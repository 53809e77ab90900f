"""`previewd render --shard I/N` and `--merge`: N runners rendering slices of the matrix, joined afterwards, give
the same report and the same images as one runner rendering everything."""
import json

import pytest

from harness import run_command
from test_render import SOURCE, render


def merge(out, *folders, extra=()):
    return run_command(["render", "--merge", *folders, "--out", out, *extra])


def frames(folder):
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*.png")}


def test_shards_partition_the_matrix_and_merge_into_the_whole_report(tmp_path):
    project = tmp_path / "Cards"
    project.mkdir()
    (project / "Card.swift").write_text(SOURCE)
    whole = tmp_path / "whole"
    result = render(project, whole)
    assert result.returncode == 1, result.stderr  # Card.blank fails, in every run
    shards = [tmp_path / f"shard-{i}" for i in (1, 2, 3)]
    for number, folder in enumerate(shards, start=1):
        result = render(project, folder, "--shard", f"{number}/3")
        # 1 for the shards with Card.blank's failed frames.
        assert result.returncode in (0, 1) and "shard" in result.stdout, result.stderr

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


def test_a_crashed_render_fails_with_its_whole_standard_error(tmp_path, monkeypatch):
    # A stand-in for a previewd that crashes: a long backtrace on standard error, then death by a signal.
    crashing = tmp_path / "previewd"
    backtrace = "".join(f"{number} frame of the crashed thread\n" for number in range(400))
    crashing.write_text(
        "#!/bin/sh\necho '💣 Program crashed: Bad pointer dereference' >&2\n"
        f"cat >&2 <<'END'\n{backtrace}END\nkill -SEGV $$\n")
    crashing.chmod(0o755)
    monkeypatch.setenv("PREVIEWD_BIN", str(crashing))
    with pytest.raises(pytest.fail.Exception) as failure:
        render(tmp_path, tmp_path / "out", "--shard", "1/3")
    assert "crashed" in str(failure.value)
    assert backtrace in str(failure.value), "the backtrace was shortened"
