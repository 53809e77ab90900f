"""Socket activation as systemd does it (`previewd.socket`), with Debian's `systemd-socket-activate`: the listening
socket exists before the daemon, so a client that connects while previewd is not running yet is queued and
served, not refused."""
import json
import os
import signal
import socket
import subprocess
import time

from harness import REPO, daemon_binary, wait_until


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def http_get(port, path, timeout=30):
    """A raw HTTP/1.1 GET; returns (status, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split()[1]), body


def test_a_client_that_connects_before_the_daemon_runs_is_served(project, tmp_path):
    port = free_port()
    log = open(tmp_path / "activate.log", "w+")
    # systemd-socket-activate passes on only the variables named with -E, as systemd passes only the unit's.
    activator = subprocess.Popen(
        ["systemd-socket-activate", "-l", f"127.0.0.1:{port}", "--fdname=web",
         f"--setenv=PREVIEWD_WEB_ROOT={REPO / 'Web'}", str(daemon_binary()), "serve", str(project.root), "--no-auth",
         "--state-dir", str(tmp_path / "state")],
        stdout=log, stderr=subprocess.STDOUT)
    try:
        wait_until(lambda: "Listening on" in (tmp_path / "activate.log").read_text(), 10, "the socket listening")
        assert "Execing" not in (tmp_path / "activate.log").read_text(), "previewd started before any connection"
        # This connection starts previewd and waits in the socket's backlog while it starts.
        status, body = http_get(port, "/healthz")
        assert (status, body) == (200, b"ok")
        text = (tmp_path / "activate.log").read_text()
        assert "serving the socket systemd passed" in text, text
        assert f"http.port={port}" in text, text

        def catalog():
            status, body = http_get(port, "/api/v1/catalog")
            document = json.loads(body) if status == 200 else {}
            return document if document.get("previews") else None

        assert len(wait_until(catalog, 60, "the catalog over the inherited socket")["previews"]) == 2
        activator.send_signal(signal.SIGTERM)
        assert activator.wait(timeout=10) == 0
    finally:
        if activator.poll() is None:
            activator.kill()
            activator.wait()
        log.close()


def test_a_descriptor_that_is_not_a_listening_socket_is_a_clear_error(project, tmp_path):
    # The shell is the process that becomes previewd, so $$ is its LISTEN_PID; fd 3 is a file, not a socket.
    command = (f'LISTEN_PID=$$ LISTEN_FDS=1 exec "{daemon_binary()}" serve "{project.root}" --no-auth '
               f'--state-dir "{tmp_path / "state"}" 3<"{project.content_view}"')
    result = subprocess.run(["sh", "-c", command], capture_output=True, text=True, timeout=60,
                            env={**os.environ, "PREVIEWD_WEB_ROOT": str(REPO / "Web")})
    assert result.returncode != 0
    assert "descriptor 3 from systemd is not a listening socket" in result.stderr, result.stderr


def test_a_flood_through_the_socket_systemd_passed_is_bounded_too(project, tmp_path):
    """The connection limits hold on the inherited listening socket as on previewd's own: under a low descriptor
    limit, a flood of half-sent requests from several addresses neither exhausts descriptors nor spins, and
    legitimate requests are still answered."""
    from test_connection_limits import DESCRIPTOR_LIMIT, cpu_seconds, open_half_requests

    port = free_port()
    wrapper = tmp_path / "previewd-limited"
    wrapper.write_text(f'#!/bin/sh\nulimit -n {DESCRIPTOR_LIMIT} || exit 70\nexec "{daemon_binary()}" "$@"\n')
    wrapper.chmod(0o755)
    log = open(tmp_path / "activate.log", "w+")
    activator = subprocess.Popen(
        ["systemd-socket-activate", "-l", f"127.0.0.1:{port}", "--fdname=web",
         f"--setenv=PREVIEWD_WEB_ROOT={REPO / 'Web'}", str(wrapper), "serve", str(project.root), "--no-auth",
         "--state-dir", str(tmp_path / "state")],
        stdout=log, stderr=subprocess.STDOUT)
    sockets = []
    try:
        wait_until(lambda: "Listening on" in (tmp_path / "activate.log").read_text(), 10, "the socket listening")
        assert http_get(port, "/healthz") == (200, b"ok")

        # The first render is over (a debug build takes seconds for it on a busy machine), so the processor time
        # measured below is the flood's alone.
        def rendered():
            status = json.loads(http_get(port, "/api/v1/status")[1])
            return status["previews"] > 0 and not status["rendering"]

        wait_until(rendered, 120, "the first render finished")
        limits = open(f"/proc/{activator.pid}/limits").read()
        assert f"Max open files            {DESCRIPTOR_LIMIT}" in limits, limits
        for peer, _ in open_half_requests():
            connection = socket.socket()
            try:
                connection.settimeout(5)
                connection.bind((peer, 0))
                connection.connect(("127.0.0.1", port))
                connection.sendall(b"GET / HTTP/1.1\r\n")
                sockets.append(connection)
            except OSError:
                connection.close()  # closed to make room: expected
        assert len(sockets) > DESCRIPTOR_LIMIT, "the flood should have been accepted by the kernel"
        time.sleep(1)
        before = cpu_seconds(activator.pid)
        time.sleep(1)
        used = cpu_seconds(activator.pid) - before
        assert used < 0.5, f"the daemon used {used:.2f} s of CPU in 1 s"
        assert http_get(port, "/healthz", timeout=10) == (200, b"ok")
        descriptors = len(os.listdir(f"/proc/{activator.pid}/fd"))
        assert descriptors < DESCRIPTOR_LIMIT - 32, f"{descriptors} descriptors open"
        text = (tmp_path / "activate.log").read_text()
        assert text.count("connection limit reached") == 1, text[-4000:]
    finally:
        for connection in sockets:
            connection.close()
        activator.send_signal(signal.SIGTERM)
        try:
            activator.wait(timeout=10)
        except subprocess.TimeoutExpired:
            activator.kill()
            activator.wait()
        log.close()
