"""A minimal WebSocket client over a plain socket (RFC 6455), for benchmarks: no library between the socket and
the clock, so what is measured is previewd, not the client."""
import base64
import json
import os
import socket
import struct
import threading
import time


class WebSocket:
    def __init__(self, host, port, path="/ws", timeout=10.0):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (
            f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        )
        self.sock.sendall(request.encode())
        self.buffer = b""
        self.closed = False
        # A reader thread answers pings while the caller sends: one frame on the wire at a time.
        self.sending = threading.Lock()
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise ConnectionError(f"upgrade refused: {head[:200]!r}")

    def send_json(self, message):
        self._send(0x1, json.dumps(message).encode())

    def _send(self, opcode, payload):
        mask = os.urandom(4)
        header = bytes([0x80 | opcode])
        n = len(payload)
        if n < 126:
            header += bytes([0x80 | n])
        elif n < 65536:
            header += bytes([0x80 | 126]) + struct.pack("!H", n)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", n)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        with self.sending:
            self.sock.sendall(header + mask + masked)

    def _read_exact(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(max(65536, n - len(self.buffer)))
            if not chunk:
                raise ConnectionError("connection closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def receive(self, timeout=None):
        """The next whole message as (opcode, payload, arrival time), or None on timeout. Pings are answered."""
        self.sock.settimeout(timeout)
        message, message_opcode = b"", None
        try:
            while True:
                first, second = self._read_exact(2)
                opcode, final = first & 0x0F, first & 0x80
                n = second & 0x7F
                if n == 126:
                    n = struct.unpack("!H", self._read_exact(2))[0]
                elif n == 127:
                    n = struct.unpack("!Q", self._read_exact(8))[0]
                payload = self._read_exact(n)
                if opcode == 0x9:
                    self._send(0xA, payload)
                    continue
                if opcode == 0x8:
                    raise ConnectionError("server closed the connection")
                if opcode != 0x0:
                    message_opcode = opcode
                message += payload
                if final:
                    return message_opcode, message, time.time()
        except socket.timeout:
            return None

    def close(self):
        self.closed = True
        try:
            self._send(0x8, struct.pack("!H", 1000))
            # Wakes a thread blocked reading this socket, which a plain close would leave waiting.
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()


def frame_header(payload):
    """The JSON header of a binary frame message (Protocol.md: 4-byte length, JSON, image)."""
    length = struct.unpack("!I", payload[:4])[0]
    return json.loads(payload[4 : 4 + length])
