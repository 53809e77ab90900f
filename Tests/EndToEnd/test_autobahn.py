"""WebSocket conformance: the Autobahn test cases, run by kosoku (PyPI, pinned in scripts/install-deps.sh) against
the running daemon, with its JSON report parsed for failures.

The cases are written against an echo server, so the daemon runs with `--conformance-echo`, which adds /echo: the
same libwebsockets context, options and receive path as /ws (admission, fragment reassembly, the 64 KiB message
limit), but every message goes back as it came. Excluded: 9.* (performance: messages up to 16 MiB, over the limit
by design) and 12.*/13.* (permessage-deflate, which previewd does not negotiate)."""
import json
import os
import signal
import subprocess
import sys

from harness import REPO, daemon_binary, wait_until
from test_socket_activation import free_port, http_get

KOSOKU = REPO / ".build" / "python"
EXCLUDED = ["9.*", "12.*", "13.*"]
# libwebsockets 4.1.6 answers one of ten Pings sent back to back (its first), where Autobahn wants ten Pongs. RFC
# 6455 5.5.3 lets an endpoint answer only the most recent Ping it has not answered, and Autobahn says of these
# cases "not required by the Spec"; lws answers Pings itself, before previewd's callback, so this stays as is.
KNOWN = {"2.10", "2.11"}
ACCEPTED = {"OK", "NON-STRICT", "INFORMATIONAL", "UNIMPLEMENTED"}


def test_autobahn_cases_against_the_echo_endpoint(project, tmp_path):
    assert (KOSOKU / "kosoku").is_dir(), f"kosoku is not installed in {KOSOKU}: run scripts/install-deps.sh test"
    port = free_port()
    daemon = subprocess.Popen(
        [str(daemon_binary()), "serve", str(project.root), "--port", str(port), "--no-auth", "--state-dir",
         str(tmp_path / "state"), "--conformance-echo"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        env={**os.environ, "PREVIEWD_WEB_ROOT": str(REPO / "Web")})
    try:
        wait_until(lambda: http_get(port, "/healthz", timeout=2)[0] == 200, 30, "previewd listening")
        report = tmp_path / "autobahn"
        command = [sys.executable, "-c", "from kosoku._cli import main; main()", f"ws://127.0.0.1:{port}/echo",
                   "--parallelism", "4", "--outdir", str(report)]
        for pattern in EXCLUDED:
            command += ["--exclude", pattern]
        run = subprocess.run(command, capture_output=True, text=True, timeout=600,
                             env={**os.environ, "PYTHONPATH": str(KOSOKU)})
        index = json.loads((report / "index.json").read_text())
        results = next(iter(index.values()))
        assert len(results) > 200, f"only {len(results)} cases ran: {run.stdout[-2000:]} {run.stderr[-2000:]}"
        failures = {case: (result["behavior"], result["behaviorClose"]) for case, result in results.items()
                    if result["behavior"] not in ACCEPTED or result["behaviorClose"] not in ACCEPTED}
        assert set(failures) - KNOWN == set(), f"Autobahn cases failed: {failures}"
        daemon.send_signal(signal.SIGTERM)
        assert daemon.wait(timeout=10) == 0
    finally:
        if daemon.poll() is None:
            daemon.kill()
            daemon.wait()


def test_the_echo_endpoint_is_off_unless_asked_for(daemon):
    """Without --conformance-echo, an upgrade to /echo is refused like any other path but /ws."""
    import socket
    with socket.create_connection(("127.0.0.1", daemon.port), timeout=10) as connection:
        connection.sendall((f"GET /echo?token={daemon.token} HTTP/1.1\r\nHost: 127.0.0.1:{daemon.port}\r\n"
                            "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                            "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                            "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        answer = connection.recv(4096)
    assert b" 101 " not in answer.split(b"\r\n", 1)[0], answer[:200]
