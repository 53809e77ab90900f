"""Many raw WebSocket clients read by one thread through a selector, for the fan-out benchmark.

One reader thread per client (the first version of fanout.py) made the clients the bottleneck: Python threads
take turns on the interpreter lock, so the spread between the first and the last delivery measured the clients
as much as the server. Here one thread drains every readable socket with large `recv`s and parses only frame
headers; the moment a message completes is taken before any other work, and the message's own header (JSON) is
decoded later, by whoever asks."""
import os
import selectors
import socket
import struct
import threading
import time

from wsclient import WebSocket, frame_header

# The first bytes of each message kept (whole messages for client 0): enough for previewd's frame header
# (Protocol.md: length + JSON).
KEPT_PREFIX = 4096


class Audience:
    def __init__(self, host, port, count, hello=None):
        """`count` clients of host:port; `hello(index)` gives the text messages each sends after connecting."""
        self.clients = [WebSocket(host, port) for _ in range(count)]
        for index, client in enumerate(self.clients):
            for message in (hello(index) if hello else []):
                client.send_json(message)
            client.sock.setblocking(False)
        # Per client: completed binary messages as (arrival time, first bytes).
        self.arrivals = [[] for _ in self.clients]
        self._buffers = [bytearray(client.buffer) for client in self.clients]
        self._partial = [None] * count  # the first bytes of a message whose fragments are still arriving
        self._selector = selectors.DefaultSelector()
        for index, client in enumerate(self.clients):
            self._selector.register(client.sock, selectors.EVENT_READ, index)
        self._stopped = False
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()

    def _run(self):
        while not self._stopped:
            for key, _ in self._selector.select(timeout=0.05):
                index = key.data
                try:
                    data = key.fileobj.recv(1 << 20)
                except (BlockingIOError, InterruptedError):
                    continue
                except OSError:
                    data = b""
                if not data:
                    self._selector.unregister(key.fileobj)
                    continue
                buffer = self._buffers[index]
                buffer += data
                self._parse(index, buffer)

    def _parse(self, index, buffer):
        offset = 0
        while len(buffer) - offset >= 2:
            first, second = buffer[offset], buffer[offset + 1]
            length, start = second & 0x7F, offset + 2
            if length == 126:
                if len(buffer) - offset < 4:
                    break
                length, start = struct.unpack_from("!H", buffer, offset + 2)[0], offset + 4
            elif length == 127:
                if len(buffer) - offset < 10:
                    break
                length, start = struct.unpack_from("!Q", buffer, offset + 2)[0], offset + 10
            if len(buffer) - start < length:
                break
            opcode, final = first & 0x0F, first & 0x80
            if opcode == 0x9:  # ping: answer, or previewd hangs up on an idle client
                self._send(index, 0xA, bytes(buffer[start:start + length]))
            elif opcode in (0x2, 0x0) and (opcode == 0x2 or self._partial[index] is not None):
                # Client 0 keeps whole messages (the frame under test is sent on from there); the others a prefix.
                kept = length if index == 0 else min(length, KEPT_PREFIX)
                if opcode == 0x2:
                    self._partial[index] = bytes(buffer[start:start + kept])
                elif index == 0:
                    self._partial[index] += bytes(buffer[start:start + length])
                if final:
                    self.arrivals[index].append((time.time(), self._partial[index]))
                    self._partial[index] = None
            offset = start + length
        del buffer[:offset]

    def _send(self, index, opcode, payload):
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        header = bytes([0x80 | opcode, 0x80 | len(payload)])
        try:
            self.clients[index].sock.send(header + mask + masked)
        except OSError:
            pass

    def headers(self, index):
        """The JSON headers of client `index`'s messages so far, with their arrival times."""
        return [(arrived, frame_header(prefix)) for arrived, prefix in list(self.arrivals[index])]

    def wait_for(self, count, timeout=20):
        """When each client completed its `count`-th message (the clients that did within `timeout`)."""
        deadline = time.time() + timeout
        while time.time() < deadline and any(len(a) < count for a in self.arrivals):
            time.sleep(0.002)
        return [a[count - 1][0] for a in self.arrivals if len(a) >= count]

    def close(self):
        self._stopped = True
        self._thread.join(timeout=1)
        for client in self.clients:
            try:
                client.sock.setblocking(True)
            except OSError:
                pass
            client.close()
