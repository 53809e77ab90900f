"""`$RUNTIME_DIRECTORY` and `$LOGS_DIRECTORY`, as systemd sets them for `RuntimeDirectory=` and `LogsDirectory=`:
the running daemon says where it listens so the CLI finds it without `--url` (also on a port it chose itself),
and its log goes to a file beside the journal."""
import json
import os
import re
import shutil
import signal
import stat
import subprocess

from harness import REPO, daemon_binary, wait_until


def cli(environment, *arguments):
    return subprocess.run(
        [str(daemon_binary()), *map(str, arguments)], capture_output=True, text=True, timeout=60, env=environment)


def clean_environment(**values):
    environment = {
        k: v for k, v in os.environ.items() if k not in ("RUNTIME_DIRECTORY", "XDG_RUNTIME_DIR", "LOGS_DIRECTORY")}
    environment.update(values)
    return environment


def test_the_cli_finds_the_daemon_through_its_runtime_file(tmp_path, monkeypatch, daemon_factory):
    runtime = tmp_path / "user-runtime"
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.delenv("RUNTIME_DIRECTORY", raising=False)
    daemon = daemon_factory()  # --port 0: only the daemon knows its port
    daemon.wait_for_frames()
    file = runtime / "previewd" / f"daemon-{daemon.process.pid}.json"
    record = json.loads(file.read_text())
    assert record["url"] == f"http://127.0.0.1:{daemon.port}/"
    assert record["pid"] == daemon.process.pid
    assert record["stateDirectory"] == str(daemon.state_dir)
    assert daemon.token not in file.read_text(), "the runtime file holds no secret"
    assert stat.S_IMODE(file.stat().st_mode) == 0o644

    # No --url, --token or --state-dir: the runtime file gives the address and the state directory. The harness
    # starts daemons with --token, so this checks the address only; the token test below covers the state dir.
    environment = clean_environment(XDG_RUNTIME_DIR=str(runtime))
    status = cli(environment, "status", "--json", "--token", daemon.token)
    assert status.returncode == 0, status.stderr
    assert json.loads(status.stdout)["project"] == daemon.project.root.name

    # A second daemon: the CLI will not guess, and says how to choose.
    second = daemon_factory()
    both = cli(environment, "status", "--token", daemon.token)
    assert both.returncode != 0
    assert "2 previewd daemons are running; choose one with --url" in both.stderr, both.stderr
    assert f"http://127.0.0.1:{daemon.port}/" in both.stderr and f"http://127.0.0.1:{second.port}/" in both.stderr
    chosen = cli(environment, "status", "--json", "--token", second.token, "--url", f"http://127.0.0.1:{second.port}/")
    assert chosen.returncode == 0, chosen.stderr

    # A clean stop removes the file; a killed daemon's file is left but ignored (its process is gone).
    assert second.stop() == 0
    assert not (runtime / "previewd" / f"daemon-{second.process.pid}.json").exists()
    daemon.kill()
    assert file.exists()
    gone = cli(environment, "status")
    assert gone.returncode != 0
    assert "cannot reach previewd at http://127.0.0.1:8765/" in gone.stderr, gone.stderr


def test_systemd_directories_give_the_token_and_a_log_file(tmp_path):
    """As under systemd: no --token (the stored one), RUNTIME_DIRECTORY and LOGS_DIRECTORY set."""
    project_root = tmp_path / "Hello"
    shutil.copytree(REPO / "Examples" / "Hello", project_root)
    runtime, logs, state = tmp_path / "run", tmp_path / "log", tmp_path / "state"
    for folder in (runtime, logs):
        folder.mkdir()
    environment = clean_environment(RUNTIME_DIRECTORY=str(runtime), LOGS_DIRECTORY=str(logs))
    environment.setdefault("PREVIEWD_WEB_ROOT", str(REPO / "Web"))
    process = subprocess.Popen(
        [str(daemon_binary()), "serve", str(project_root), "--port", "0", "--state-dir", str(state)],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=environment)
    try:
        line = process.stdout.readline()
        assert re.search(r"listening on http://127\.0\.0\.1:(\d+)/", line), line
        files = list(runtime.glob("daemon-*.json"))
        assert len(files) == 1
        # The CLI under the same environment (as `systemd-run --property=RuntimeDirectory=…` would give): the
        # token comes from the state directory the runtime file names.
        status = cli(clean_environment(RUNTIME_DIRECTORY=str(runtime)), "pair", "--json")
        assert status.returncode == 0, status.stderr
        paired = json.loads(status.stdout)
        assert paired["token"] == (state / "token").read_text().strip()
    finally:
        process.terminate()
        assert process.wait(10) == 0
    assert list(runtime.glob("daemon-*.json")) == []
    log = (logs / "previewd.log").read_text()
    lines = log.splitlines()
    assert any(re.match(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z notice listening .*http\.port=", l) for l in lines), log
    assert lines[-1].split(" ", 2)[1:] == ["notice", "stopped [PreviewDaemon]"], log
    # `process.terminate()` is SIGTERM, what `systemctl stop` sends; the log says which signal stopped it.
    assert any(l.split(" ", 2)[1:] == ["notice", "stopping signal=SIGTERM [PreviewDaemon]"] for l in lines[:-1]), log


def test_ctrl_c_stops_the_daemon_cleanly_and_says_so(daemon_factory):
    daemon = daemon_factory()
    daemon.wait_for_frames()
    daemon.process.send_signal(signal.SIGINT)
    assert daemon.process.wait(10) == 0
    wait_until(lambda: "stopped" in daemon.log, 5, "the 'stopped' line")
    assert "signal=SIGINT [PreviewDaemon] stopping" in daemon.log, daemon.log
