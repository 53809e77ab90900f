"""Protocol edges the documentation promises (Documentation/Protocol.md, "WebSocket"): data counts as a sign of
life, and a burst of requests written at once is answered in full."""
import json
import os
import select
import time

from harness import websocket_upgrade

BURST = 99  # under the 100 messages a second a client may send


def text_frame(message):
    """A masked client text frame (what a browser sends)."""
    payload = json.dumps(message).encode()
    mask = os.urandom(4)
    header = bytes([0x81])
    if len(payload) < 126:
        header += bytes([0x80 | len(payload)])
    else:
        header += bytes([0x80 | 126]) + len(payload).to_bytes(2, "big")
    return header + mask + bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))


class Reader:
    """Splits what the server sends into (opcode, payload) frames; never answers a PING."""

    def __init__(self, connection, pending=b""):
        self.connection = connection
        self.buffer = pending
        self.closed = False

    def frames(self, timeout):
        """Every whole frame that arrives within `timeout` seconds."""
        deadline = time.monotonic() + timeout
        frames = []
        while not self.closed:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                break
            ready, _, _ = select.select([self.connection], [], [], remaining)
            if not ready:
                break
            try:
                chunk = self.connection.recv(65536)
            except ConnectionResetError:
                chunk = b""
            if not chunk:
                self.closed = True
                break
            self.buffer += chunk
            frames += self.parse()
        return frames

    def parse(self):
        frames = []
        while len(self.buffer) >= 2:
            opcode, length, offset = self.buffer[0] & 0x0F, self.buffer[1] & 0x7F, 2
            if length == 126:
                length, offset = int.from_bytes(self.buffer[2:4], "big"), 4
            elif length == 127:
                length, offset = int.from_bytes(self.buffer[2:10], "big"), 10
            if len(self.buffer) < offset + length:
                break
            frames.append((opcode, self.buffer[offset:offset + length]))
            self.buffer = self.buffer[offset + length:]
        return frames


def texts(frames):
    return [json.loads(payload) for opcode, payload in frames if opcode == 1]


def closes(frames):
    return [(int.from_bytes(payload[:2], "big"), payload[2:].decode()) for opcode, payload in frames if opcode == 8]


def test_a_client_that_sends_data_but_never_answers_pings_stays_connected(daemon):
    """lws PINGs a connection that shows no sign of life after 10 s and hangs up at 20 s; messages are a sign of
    life, so a client that talks every second (and leaves PINGs unanswered) is not hung up on."""
    daemon.wait_for_frames()
    connection, pending = websocket_upgrade(daemon)
    reader = Reader(connection, pending)
    connection.sendall(text_frame({"type": "hello", "client": "no-pongs", "role": "dashboard"}))
    started = time.monotonic()
    pings_seen = 0
    while time.monotonic() - started < 30:
        connection.sendall(text_frame({"type": "ping", "t": 1}))
        frames = reader.frames(1.0)
        pings_seen += sum(1 for opcode, _ in frames if opcode == 9)
        assert not reader.closed and not closes(frames), f"hung up after {time.monotonic() - started:.0f} s"
    connection.close()
    assert pings_seen == 0, "data counts as life, so lws need not have asked"


def test_a_burst_of_requests_written_at_once_is_answered_in_full(daemon):
    daemon.wait_for_frames()
    connection, pending = websocket_upgrade(daemon)
    reader = Reader(connection, pending)
    connection.sendall(text_frame({"type": "hello", "client": "burst", "role": "dashboard"}))
    reader.frames(2.0)  # welcome, catalog, frames
    connection.sendall(b"".join(text_frame({"type": "ping", "t": index}) for index in range(BURST)))
    answered = []
    deadline = time.monotonic() + 30
    while len(answered) < BURST and time.monotonic() < deadline and not reader.closed:
        frames = reader.frames(1.0)
        assert not closes(frames), f"closed: {closes(frames)}"
        answered += [message["t"] for message in texts(frames) if message.get("type") == "pong"]
    connection.close()
    assert answered == list(range(BURST))
