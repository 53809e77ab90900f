"""State files against a running daemon: atomic writes that never follow a planted link, a state directory and a
token that must be the user's own, and one daemon per state directory."""
import os
import re
import stat
import subprocess
import time

from harness import LISTENING, REPO, daemon_binary, wait_until

TOKEN = "0123456789abcdef0123456789abcdef"


def serve(project, state, *extra, environment=None):
    """`previewd serve` on a free port with the token kept in `state` (no --token)."""
    env = dict(os.environ, PREVIEWD_WEB_ROOT=str(REPO / "Web"), **(environment or {}))
    return subprocess.Popen(
        [str(daemon_binary()), "serve", str(project.root), "--port", "0", "--state-dir", str(state), *extra],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)


def listening_port(process):
    for line in process.stdout:
        match = LISTENING.search(line)
        if match:
            return int(match.group(2))
    raise AssertionError(f"previewd did not start: {process.stderr.read()}")


def refused(process):
    """Waits for a daemon that must not start; returns its standard error."""
    try:
        process.wait(30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(10)
    assert process.returncode != 0
    return process.stderr.read()


def stop(process):
    if process.poll() is None:
        process.terminate()
        process.wait(15)


def cli(*arguments):
    return subprocess.run([str(daemon_binary()), *map(str, arguments)], capture_output=True, text=True, timeout=30)


def test_rotation_never_writes_through_a_planted_link(project, tmp_path):
    state = tmp_path / "state"
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    process = serve(project, state)
    try:
        port = listening_port(process)
        # The names the old writer used, predictable from the daemon's pid.
        for name in ["token", "clients.json"]:
            (state / f".{name}.{process.pid}.tmp").symlink_to(victim)
        rotated = cli("pair", "--rotate", "--url", f"http://127.0.0.1:{port}/", "--state-dir", state)
        assert rotated.returncode == 0, rotated.stderr
        assert victim.read_text() == "precious\n"
        token = state / "token"
        assert not token.is_symlink() and token.is_file()
        assert stat.S_IMODE(token.stat().st_mode) == 0o600
    finally:
        stop(process)


def test_a_token_file_that_is_a_link_is_refused(project, tmp_path):
    state = tmp_path / "state"
    state.mkdir(mode=0o700)
    elsewhere = tmp_path / "elsewhere-token"
    elsewhere.write_text(TOKEN + "\n")
    elsewhere.chmod(0o600)
    (state / "token").symlink_to(elsewhere)
    message = refused(serve(project, state))
    assert "symbolic link" in message and str(state / "token") in message, message


def test_a_token_readable_by_others_is_refused_as_ssh_refuses_a_key(project, tmp_path):
    state = tmp_path / "state"
    state.mkdir(mode=0o700)
    (state / "token").write_text(TOKEN + "\n")
    (state / "token").chmod(0o644)
    message = refused(serve(project, state))
    assert "can be read by other users" in message and "chmod 600" in message, message


def test_a_state_directory_of_another_user_is_refused(project, tmp_path):
    state = tmp_path / "state"
    state.mkdir(mode=0o700)
    os.chown(state, 65534, 65534)
    message = refused(serve(project, state))
    assert "belongs to uid 65534" in message, message
    assert not (state / "token").exists()


def test_a_state_directory_open_to_others_is_made_private(project, tmp_path):
    state = tmp_path / "state"
    state.mkdir()
    state.chmod(0o777)
    process = serve(project, state)
    try:
        listening_port(process)
        assert stat.S_IMODE(state.stat().st_mode) == 0o700
    finally:
        stop(process)
    assert "made it private" in process.stderr.read()


def test_a_second_daemon_on_one_state_directory_refuses_to_start(project, tmp_path):
    state = tmp_path / "state"
    first = serve(project, state)
    try:
        port = listening_port(first)
        message = refused(serve(project, state))
        assert f"pid {first.pid}" in message and str(state) in message, message
        # Commands that only read the state directory and talk to the daemon still work while it runs.
        url = f"http://127.0.0.1:{port}/"
        for command in [("status", "--url", url, "--state-dir", state), ("pair", "--url", url, "--state-dir", state)]:
            result = cli(*command)
            assert result.returncode == 0, (command, result.stderr)
    finally:
        stop(first)
    # Once it stops, the directory is free again.
    again = serve(project, state)
    try:
        listening_port(again)
    finally:
        stop(again)


def test_a_planted_log_link_is_not_written_through(project, tmp_path):
    state, logs = tmp_path / "state", tmp_path / "logs"
    logs.mkdir()
    victim = tmp_path / "victim.log"
    victim.write_text("precious\n")
    (logs / "previewd.log").symlink_to(victim)
    process = serve(project, state, environment={"LOGS_DIRECTORY": str(logs)})
    try:
        listening_port(process)
        time.sleep(0.5)
    finally:
        stop(process)
    assert victim.read_text() == "precious\n"
