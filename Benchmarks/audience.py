"""Many WebSocket clients for the fan-out benchmark: Python opens and upgrades the connections and says hello, then
hands the sockets to `previewd-bench audience`, one C epoll loop that reads them all and stamps each message as it
completes.

Reading in Python (a thread per client, or one selector thread) makes the reader the slowest part, so the
first-to-last delivery spread would measure the clients as much as the server. In C, reading 50 × 90 KB costs about
what the kernel's loopback copy costs (see `previewd-bench raw-fanout`)."""
import json
import subprocess
import tempfile
import threading
import time
from pathlib import Path

from wsclient import WebSocket

REPO = Path(__file__).resolve().parents[1]
DEFAULT_BENCH = REPO / ".build/release/previewd-bench"


class Audience:
    def __init__(self, host, port, count, hello=None, bench=DEFAULT_BENCH):
        """`count` clients of host:port; `hello(index)` gives the text messages each sends after connecting."""
        self.clients = [WebSocket(host, port) for _ in range(count)]
        for index, client in enumerate(self.clients):
            for message in (hello(index) if hello else []):
                client.send_json(message)
            if client.buffer:
                raise RuntimeError("the server spoke before the reader took over; start the reader earlier")
        # Per client: completed binary messages as (arrival of the last byte, frame header or None, of the first).
        self.arrivals = [[] for _ in self.clients]
        self._kept = tempfile.NamedTemporaryFile(prefix="previewd-audience-", suffix=".bin")
        fds = [client.sock.fileno() for client in self.clients]
        self._reader = subprocess.Popen(
            [str(bench), "audience", "--fds", ",".join(map(str, fds)), "--keep", self._kept.name],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, pass_fds=fds, text=True)
        self._thread = threading.Thread(target=self._collect, daemon=True)
        self._thread.start()

    def _collect(self):
        for line in self._reader.stdout:
            index, started, arrived, _length, header = line.rstrip("\n").split(" ", 4)
            self.arrivals[int(index)].append(
                (float(arrived), None if header == "-" else json.loads(header), float(started)))

    def last_message(self):
        """Client 0's last whole message, as the server sent it."""
        return Path(self._kept.name).read_bytes()

    def wait_for(self, count, timeout=20):
        """Each client's `count`-th message, as (last byte's arrival, header, first byte's), for the clients that
        got it within `timeout`."""
        deadline = time.time() + timeout
        while time.time() < deadline and any(len(a) < count for a in self.arrivals):
            time.sleep(0.002)
        return [a[count - 1] for a in self.arrivals if len(a) >= count]

    def close(self):
        self._reader.stdin.close()
        self._reader.wait(timeout=10)
        self._thread.join(timeout=1)
        for client in self.clients:
            client.close()
        self._kept.close()
