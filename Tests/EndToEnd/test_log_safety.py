"""What clients send can neither forge log lines nor flood the log (Documentation/Security.md, "Logs")."""
import socket
import time

from frames import Stream, run
from harness import wait_until

FOLDED_BUDGET = 5  # LogFolding.budget: events of one kind logged per window
FOLDING_WINDOW = 10.0


def refused_upgrade(daemon):
    """An upgrade without the token, by someone who does not have it."""
    connection = socket.create_connection((daemon.host, daemon.port), timeout=10)
    connection.sendall((f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{daemon.port}\r\nUpgrade: websocket\r\n"
                        "Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").encode())
    try:
        while connection.recv(4096):
            pass
    except OSError:
        pass
    connection.close()


def oversized_header(daemon):
    connection = socket.create_connection((daemon.host, daemon.port), timeout=10)
    try:
        connection.sendall(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Padding: " + b"a" * 64 * 1024 + b"\r\n\r\n")
        while connection.recv(4096):
            pass
    except OSError:
        pass
    connection.close()


def test_a_client_id_with_newlines_cannot_forge_a_log_line(daemon_factory):
    daemon = daemon_factory("--log-level", "info")
    daemon.wait_for_frames()
    forged = "x\nerror previewd : FORGED line\r\x1b[31mred"

    async def body():
        stream = await Stream.open(daemon, hello=False)
        await stream.send({"type": "hello", "client": forged, "role": "dashboard"})
        await stream.until(lambda kind, payload: kind == "text" and payload.get("type") == "welcome", 30, "welcome")
        await stream.close()

    run(body())
    hello = wait_until(lambda: [line for line in daemon.log_lines if "client said hello" in line], 10, "the hello line")
    assert not any(line.lstrip("[er] ").startswith("error previewd : FORGED") for line in daemon.log_lines), daemon.log
    assert "x\\nerror previewd : FORGED line\\r\\u{1B}[31mred" in hello[0], hello[0]


def test_strangers_cannot_flood_the_log(daemon):
    daemon.wait_for_frames()
    before = len(daemon.log_lines)
    for _ in range(60):
        refused_upgrade(daemon)
    for _ in range(30):
        oversized_header(daemon)
    time.sleep(0.5)
    burst = daemon.log_lines[before:]
    refused = [line for line in burst if "refused WebSocket upgrade" in line]
    assert len(refused) == FOLDED_BUDGET, "\n".join(burst)
    # Each oversized header used to write six or seven lines; now each kind of line is written a few times.
    assert len(burst) < 60, f"{len(burst)} lines for 90 refused requests:\n" + "\n".join(burst)

    # When the window ends, one line says how many were left out, without waiting for another such event.
    summary = wait_until(lambda: [line for line in daemon.log_lines[before:] if "more like this" in line
                                  and "refused WebSocket upgrade" in line], 2 * FOLDING_WINDOW + 5, "the folded count")
    assert "55 more like this" in summary[0], summary[0]
    assert daemon.api("/api/v1/status").status == 200
