"""A flood of half-sent requests against a daemon with a low descriptor limit (as under the unit's LimitNOFILE,
only lower): previewd stays below its limit, keeps serving the clients it has and new legitimate ones, does not
spin, and says so once in its log (Documentation/Security.md, "Connections")."""
import os
import resource
import socket
import time

import pytest

from frames import Stream, run
from harness import Daemon, Project, daemon_binary, wait_until

DESCRIPTOR_LIMIT = 256
# What the daemon derives from 256 descriptors (ConnectionTable.Limits): 192 connections, 48 from one address.
CONNECTION_LIMIT = 192
# Eight addresses of the loopback network, each opening more than its share: far more than the descriptor limit.
FLOOD_PEERS = [f"127.0.0.{n}" for n in range(2, 10)]
PER_PEER = 120


@pytest.fixture
def limited_daemon(project, tmp_path, request):
    """A daemon started with RLIMIT_NOFILE lowered to DESCRIPTOR_LIMIT (the wrapper execs it, keeping its PID),
    stopped when the test ends, however it ends."""
    wrapper = tmp_path / "previewd-limited"
    wrapper.write_text(f'#!/bin/sh\nulimit -n {DESCRIPTOR_LIMIT} || exit 70\nexec "{daemon_binary()}" "$@"\n')
    wrapper.chmod(0o755)
    daemon = Daemon(wrapper, project, tmp_path / "state")
    (tmp_path / "state").mkdir()
    request.node.previewd_daemons = [daemon]
    yield daemon.start()
    daemon.stop()


def cpu_seconds(pid):
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def open_half_requests():
    """Connections that send half a request line and nothing more, from several addresses."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, 8192)), hard))
    return [(peer, index) for peer in FLOOD_PEERS for index in range(PER_PEER)]


def flood(daemon):
    sockets = []
    for peer, _ in open_half_requests():
        try:
            connection = socket.socket()
            connection.settimeout(5)
            connection.bind((peer, 0))
            connection.connect((daemon.host, daemon.port))
            connection.sendall(b"GET / HTTP/1.1\r\n")
            sockets.append(connection)
        except OSError:
            connection.close()  # the server closed it to make room: expected
    return sockets


def test_a_flood_of_half_requests_does_not_exhaust_descriptors(limited_daemon):
    daemon = limited_daemon
    daemon.wait_for_frames()
    limits = open(f"/proc/{daemon.process.pid}/limits").read()
    assert f"Max open files            {DESCRIPTOR_LIMIT}" in limits, limits

    async def body():
        resident = await Stream.open(daemon)
        await resident.until(lambda kind, payload: kind == "frame", 30, "a first frame")
        log_lines_before = len(daemon.log_lines)
        sockets = flood(daemon)
        try:
            assert len(sockets) > DESCRIPTOR_LIMIT, "the flood should have been accepted by the kernel"
            time.sleep(1)
            # Not spinning: at most half a core over a second, once the flood is in.
            pid = daemon.process.pid
            before = cpu_seconds(pid)
            time.sleep(1)
            used = cpu_seconds(pid) - before
            assert used < 0.5, f"the daemon used {used:.2f} s of CPU in 1 s"
            # The client it had is still served…
            await resident.send({"type": "ping", "t": 7})
            await resident.until(lambda kind, payload: kind == "text" and payload.get("type") == "pong", 10, "a pong")
            # …and new ones get in.
            assert daemon.api("/api/v1/catalog").status == 200
            newcomer = await Stream.open(daemon)
            await newcomer.until(lambda kind, payload: kind == "frame", 30, "a frame for a new client")
            await newcomer.close()
            descriptors = len(os.listdir(f"/proc/{pid}/fd"))
            assert descriptors < DESCRIPTOR_LIMIT - 32, f"{descriptors} descriptors open"
        finally:
            for connection in sockets:
                connection.close()
        await resident.close()
        flood_log = daemon.log_lines[log_lines_before:]
        assert len(flood_log) < 40, "the log was flooded:\n" + "\n".join(flood_log[:60])
        reached = [line for line in flood_log if "connection limit reached" in line]
        assert len(reached) == 1, "\n".join(flood_log)
        assert f"connections.max={CONNECTION_LIMIT}" in reached[0], reached[0]

    run(body(), timeout=180)
    assert daemon.api("/api/v1/status").status == 200


def test_a_half_sent_request_is_closed_at_the_header_timeout(daemon):
    """Headers must be complete within 20 s (Documentation/Protocol.md, "Timeouts")."""
    connection = socket.create_connection((daemon.host, daemon.port), timeout=40)
    connection.sendall(b"GET / HTTP/1.1\r\n")
    started = time.monotonic()
    try:
        while connection.recv(4096):
            pass
    except ConnectionResetError:
        pass
    elapsed = time.monotonic() - started
    connection.close()
    assert 10 < elapsed < 35, f"closed after {elapsed:.1f} s"


def test_one_address_cannot_hold_every_connection(limited_daemon):
    """Half-sent requests from one address beyond its share are closed to make room; another address is
    unaffected, and the flooding address can still make a real request (its idle connections make room)."""
    daemon = limited_daemon
    daemon.wait_for_frames()
    open_half_requests()
    sockets = []
    for _ in range(150):
        connection = socket.socket()
        connection.settimeout(5)
        connection.bind(("127.0.0.2", 0))
        connection.connect((daemon.host, daemon.port))
        connection.sendall(b"GET / HTTP/1.1\r\n")
        sockets.append(connection)
    try:
        def open_from_flooder():
            count = 0
            for connection in sockets:
                connection.setblocking(False)
                try:
                    if connection.recv(1) != b"":
                        count += 1
                except BlockingIOError:
                    count += 1
                except OSError:
                    pass
            return count

        still_open = wait_until(lambda: open_from_flooder() <= CONNECTION_LIMIT // 4 and open_from_flooder(), 10,
                                "the flooding address held to its share")
        assert still_open <= CONNECTION_LIMIT // 4
        assert daemon.api("/api/v1/catalog").status == 200
        flooder = socket.socket()
        flooder.bind(("127.0.0.2", 0))
        flooder.settimeout(10)
        flooder.connect((daemon.host, daemon.port))
        flooder.sendall(f"GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:{daemon.port}\r\n\r\n".encode())
        assert flooder.recv(4096).startswith(b"HTTP/1.1 200")
        flooder.close()
    finally:
        for connection in sockets:
            connection.close()
