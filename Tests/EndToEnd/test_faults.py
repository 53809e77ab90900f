"""Faults the daemon must live through: a full disk and a read-only state directory (real tmpfs mounts), kill -9
in the middle of state writes, and a project folder that disappears and comes back."""
import http.client
import json
import random
import shutil
import signal
import subprocess
import threading
import time

import pytest

from harness import GREETING, SECOND, wait_until


def mount_tmpfs(path, size):
    path.mkdir(parents=True, exist_ok=True)
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size},mode=0700", "tmpfs", str(path)],
                            capture_output=True, text=True)
    if result.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here (needs root with mount rights): {result.stderr.strip()}")


def unmount(path):
    subprocess.run(["umount", "-l", str(path)], capture_output=True)


def status(daemon):
    return daemon.api("/api/v1/status").json()


def fill(folder):
    """Writes until the file system is full."""
    import os
    descriptor = os.open(folder / "filler", os.O_WRONLY | os.O_CREAT)
    try:
        while True:
            os.write(descriptor, b"\0" * 4096)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def failure_lines(daemon):
    return [line for line in daemon.log.splitlines() if "cannot save state" in line]


def test_a_full_disk_is_reported_once_and_previews_keep_coming(project, daemon_factory, tmp_path):
    disk = tmp_path / "disk"
    mount_tmpfs(disk, "512k")
    try:
        (disk / "state").mkdir()
        fill(disk)
        daemon = daemon_factory("--state-dir", str(disk / "state"))
        daemon.wait_for_frames()
        for preview in [SECOND, GREETING, SECOND, GREETING]:
            assert daemon.post("/api/v1/select", {"preview": preview}).status == 200
        wait_until(lambda: status(daemon)["stateError"], 10, "the failure in the status")
        assert "No space left on device" in status(daemon)["stateError"], status(daemon)
        lines = failure_lines(daemon)
        assert 1 <= len(lines) <= 2, f"logged per write, not once per kind of failure: {lines}"
        assert "--state-dir" in lines[0] and "previews are still served" in lines[0]
        # Space again: the next save succeeds and the status clears.
        (disk / "filler").unlink()
        daemon.project.edit('"Hello"', '"Hello, disk"')
        assert daemon.post("/api/v1/select", {"preview": SECOND}).status == 200
        wait_until(lambda: status(daemon)["stateError"] is None, 20, "the failure cleared")
        # The status clears a moment before the line is logged and the harness has read it from the pipe.
        wait_until(lambda: "the state directory is writable again" in daemon.log, 10, "the recovery logged")
        assert daemon.stop() == 0
    finally:
        unmount(disk)


def test_a_read_only_state_directory_is_reported_and_previews_keep_coming(project, daemon_factory, tmp_path):
    folder = tmp_path / "readonly"
    mount_tmpfs(folder, "4m")
    try:
        subprocess.run(["mount", "-o", "remount,ro", str(folder)], check=True)
        daemon = daemon_factory("--state-dir", str(folder))
        catalog = daemon.wait_for_frames()
        assert len(catalog["previews"]) == 2
        assert daemon.post("/api/v1/select", {"preview": SECOND}).status == 200
        wait_until(lambda: status(daemon)["stateError"], 10, "the failure in the status")
        assert "Read-only file system" in status(daemon)["stateError"], status(daemon)
        assert daemon.frame(GREETING, catalog["targets"][0]["id"]) is not None
        assert daemon.stop() == 0
    finally:
        unmount(folder)


def test_kill_9_during_state_writes_leaves_state_that_reads(project, daemon_factory, tmp_path):
    daemon = daemon_factory()
    daemon.wait_for_frames()
    chooser = random.Random(7)
    for round_number in range(6):
        stop = threading.Event()

        def hammer():
            previews = [GREETING, SECOND]
            while not stop.is_set():
                try:
                    daemon.post("/api/v1/select", {"preview": chooser.choice(previews)}, timeout=2)
                except (OSError, http.client.HTTPException):
                    return  # the kill cut the connection, perhaps mid-answer

        writer = threading.Thread(target=hammer)
        writer.start()
        time.sleep(chooser.uniform(0.05, 0.4))
        daemon.kill()
        stop.set()
        writer.join()
        # Whatever the kill interrupted, every state file is whole: the old content or the new, never a mix.
        for path in daemon.state_dir.rglob("*.json"):
            json.loads(path.read_text())
        daemon.start(daemon.port)
        daemon.wait_for_frames()
        assert status(daemon)["state"] == "serving", f"round {round_number}"
    clients = next(daemon.state_dir.rglob("clients.json"))
    assert json.loads(clients.read_text()).get("mirror") in (GREETING, SECOND)
    assert daemon.stop() == 0


def test_a_project_folder_that_disappears_and_comes_back_is_watched_again(project, daemon_factory, tmp_path):
    daemon = daemon_factory()
    catalog = daemon.wait_for_frames()
    target = catalog["targets"][0]["id"]
    before = daemon.frame(GREETING, target).body
    kept = tmp_path / "kept"
    shutil.copytree(project.root, kept)
    shutil.rmtree(project.root)
    wait_until(lambda: "the project folder is gone" in daemon.log, 30, "the folder's absence logged")
    time.sleep(0.5)
    assert daemon.process.poll() is None, "previewd stopped when its project folder went away"
    # Phones keep showing what they showed: the catalog and the frames stay while the folder is away.
    assert [p["id"] for p in daemon.catalog()["previews"]] == [p["id"] for p in catalog["previews"]]
    assert daemon.frame(GREETING, target).body == before
    shutil.copytree(kept, project.root)
    time.sleep(1.0)
    project.edit('"Hello"', '"Hello, back"')
    wait_until(lambda: (frame := daemon.frame(GREETING, target)) is not None and frame.body != before, 30,
               "a new frame after the folder came back")
    assert daemon.stop() == 0
