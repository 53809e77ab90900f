"""previewd end-to-end harness: the throwaway SwiftUI project, the daemon process and HTTP helpers."""
import http.client
import json
import os
import re
import secrets
import signal
import socket
import subprocess
import threading
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
LISTENING = re.compile(r"previewd listening on http://([^/\s]+):(\d+)/")
STARTUP_TIMEOUT = 60.0

CONTENT_VIEW = """\
import SwiftUI

struct ContentView: View {
    var title: String
    var body: some View {
        VStack {
            Text(title).font(.title)
            Text("Body")
        }
        .padding()
    }
}

#Preview("Greeting") {
    ContentView(title: "Hello")
}

#Preview {
    ContentView(title: "Second")
}
"""

GREETING = "ContentView.greeting"
SECOND = "ContentView.preview-1"
# A modifier SwiftUI does not have, so previewd reports it as unsupported however its vocabulary grows (and
# draws the view without it): "modifier '.holographicShimmer' is not supported; drawn without it".
UNSUPPORTED_MODIFIER = "holographicShimmer"


# --- raw WebSocket ------------------------------------------------------------------------------------------


def websocket_upgrade(daemon):
    """A raw WebSocket connection to /ws, upgraded (for frames and timings no well-behaved library would send), and
    the bytes the daemon sent after its handshake."""
    connection = socket.create_connection((daemon.host, daemon.port), timeout=10)
    connection.sendall((f"GET /ws?token={daemon.token} HTTP/1.1\r\nHost: 127.0.0.1:{daemon.port}\r\n"
                        "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
                        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n").encode())
    response = b""
    while b"\r\n\r\n" not in response:
        chunk = connection.recv(4096)
        assert chunk, "closed during the handshake"
        response += chunk
    assert response.startswith(b"HTTP/1.1 101"), response[:80]
    return connection, response.split(b"\r\n\r\n", 1)[1]


# --- waiting -----------------------------------------------------------------------------------------------


def wait_until(condition, timeout, message, interval=0.05):
    """Polls `condition` until it returns something truthy (which is returned) or fails the test."""
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            result = condition()
            if result:
                return result
        except Exception as error:  # the daemon may be between states; keep polling
            last_error = error
        if time.monotonic() > deadline:
            detail = f" (last error: {last_error!r})" if last_error else ""
            pytest.fail(f"timed out after {timeout:.0f} s waiting for {message}{detail}")
        time.sleep(interval)


# --- the project -------------------------------------------------------------------------------------------


class Project:
    """A temporary SwiftUI project the tests edit."""

    def __init__(self, root: Path):
        self.root = root
        self.content_view = root / "ContentView.swift"
        self.content_view.write_text(CONTENT_VIEW)

    def edit(self, old: str, new: str):
        """Replaces `old` (which must occur) in ContentView.swift, writing the file in place like an editor."""
        text = self.content_view.read_text()
        assert old in text, f"{old!r} not in ContentView.swift"
        self.content_view.write_text(text.replace(old, new, 1))


# --- the daemon --------------------------------------------------------------------------------------------


def daemon_binary() -> Path:
    configured = os.environ.get("PREVIEWD_BIN")
    path = Path(configured) if configured else REPO / ".build" / "debug" / "previewd"
    if not (path.is_file() and os.access(path, os.X_OK)):
        pytest.fail(
            f"previewd binary not found at {path}: build it with `swift build` in {REPO} "
            "or point $PREVIEWD_BIN at it",
            pytrace=False,
        )
    return path


def run_command(arguments, timeout=120):
    """Runs a previewd command to completion. Its whole standard output and error are printed, which pytest shows
    in full for a failing test (an assertion's message is shortened, and a crash's backtrace is on standard error),
    and a run that crashed fails the test at once with that backtrace."""
    result = subprocess.run(
        [str(daemon_binary()), *map(str, arguments)], capture_output=True, text=True, timeout=timeout)
    print(f"$ previewd {' '.join(map(str, arguments))}\n(exit status {result.returncode})")
    print(f"--- standard output\n{result.stdout}--- standard error\n{result.stderr}---", flush=True)
    crashed = result.returncode < 0 or "Program crashed" in result.stderr
    if crashed:
        pytest.fail(
            f"previewd {arguments[0]} crashed (exit status {result.returncode}); its standard error:\n{result.stderr}",
            pytrace=False)
    return result


class Daemon:
    """One `previewd serve` process; `restart()` brings it back on the same port, token and state dir."""

    def __init__(self, binary: Path, project: Project, state_dir: Path, arguments=(), stored_token=False):
        self.binary = binary
        self.arguments = list(arguments)  # more `serve` options
        self.project = project
        self.state_dir = state_dir
        # Without --token previewd keeps its token in the state folder, the only kind `pair --rotate` can replace.
        self.stored_token = stored_token
        self.token = None if stored_token else secrets.token_hex(16)
        self.host = "127.0.0.1"
        self.port = 0
        # Whether `start` passes --port; without it previewd picks the port it used last for this project.
        self.port_option = True
        self.process = None
        self.log_lines = []
        self._log_lock = threading.Lock()
        self._listening = None

    # lifecycle

    def start(self, port=None):
        port = self.port if port is None else port
        environment = dict(os.environ)
        environment.setdefault("PREVIEWD_WEB_ROOT", str(REPO / "Web"))
        command = [
            str(self.binary), "serve", str(self.project.root), "--host", self.host,
            *(["--port", str(port)] if self.port_option else []),
            *([] if self.stored_token else ["--token", self.token]),
            "--state-dir", str(self.state_dir), *self.arguments,
        ]
        self._log(f"$ {' '.join(command)}")
        self._listening = threading.Event()
        self.process = subprocess.Popen(
            command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, stdin=subprocess.DEVNULL, env=environment,
        )
        threading.Thread(target=self._drain, args=(self.process.stdout, "out", True), daemon=True).start()
        threading.Thread(target=self._drain, args=(self.process.stderr, "err", False), daemon=True).start()
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while not self._listening.wait(0.05):
            if self.process.poll() is not None:
                raise DaemonFailed(f"previewd exited with status {self.process.returncode} before listening")
            if time.monotonic() > deadline:
                raise DaemonFailed(f"previewd printed no 'listening' line within {STARTUP_TIMEOUT:.0f} s")
        if self.stored_token:
            self.token = (self.state_dir / "token").read_text().strip()
        return self

    def stop(self, timeout=10.0):
        """SIGTERM, wait; SIGKILL by PID if it does not go. Returns the exit status."""
        process = self.process
        if process is None:
            return None
        if process.poll() is None:
            process.send_signal(signal.SIGTERM)
            try:
                process.wait(timeout)
            except subprocess.TimeoutExpired:
                self._log(f"previewd ignored SIGTERM for {timeout:.0f} s; killing PID {process.pid}")
                process.kill()
                process.wait(10)
        self._log(f"previewd exited with status {process.returncode}")
        return process.returncode

    def kill(self):
        """SIGKILL by PID, as a crash would: no shutdown code runs."""
        self.process.kill()
        self.process.wait(10)
        self._log(f"previewd killed (status {self.process.returncode})")

    def restart(self):
        """Stops and starts again on the same port (retrying briefly while the port is still taken)."""
        self.stop()
        deadline = time.monotonic() + 15
        while True:
            try:
                return self.start(self.port)
            except DaemonFailed:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.25)

    def _drain(self, stream, name, watch_for_listening):
        for raw in iter(stream.readline, b""):
            line = raw.decode("utf-8", "replace").rstrip("\n")
            self._log(f"[{name}] {line}")
            if watch_for_listening:
                match = LISTENING.search(line)
                if match and not self._listening.is_set():
                    self.port = int(match.group(2))
                    self._listening.set()
        stream.close()

    def _log(self, line):
        with self._log_lock:
            self.log_lines.append(line)

    @property
    def log(self):
        with self._log_lock:
            return "\n".join(self.log_lines)

    # addresses

    @property
    def base_url(self):
        return f"http://{self.host}:{self.port}"

    def ws_url(self, token=None, path="/ws"):
        token = self.token if token is None else token
        return f"ws://{self.host}:{self.port}{path}" + (f"?token={token}" if token else "")

    # HTTP

    def get(self, path, headers=None, token=None, timeout=10.0):
        """GET with http.client (not urllib: it must send raw paths and a forged Host unchanged)."""
        connection = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            all_headers = dict(headers or {})
            if token:
                all_headers["Authorization"] = f"Bearer {token}"
            skip_host = any(key.lower() == "host" for key in all_headers)
            connection.putrequest("GET", path, skip_host=skip_host, skip_accept_encoding=True)
            for key, value in all_headers.items():
                connection.putheader(key, value)
            connection.endheaders()
            response = connection.getresponse()
            return Response(response.status, response.getheaders(), response.read())
        finally:
            connection.close()

    def post(self, path, body, token=None, timeout=10.0):
        """POSTs `body` (bytes, or an object sent as JSON) with the token unless another is given."""
        data = body if isinstance(body, bytes) else json.dumps(body).encode()
        connection = http.client.HTTPConnection(self.host, self.port, timeout=timeout)
        try:
            headers = {"Content-Type": "application/json"}
            if token is not False:
                headers["Authorization"] = f"Bearer {token or self.token}"
            connection.request("POST", path, body=data, headers=headers)
            response = connection.getresponse()
            return Response(response.status, response.getheaders(), response.read())
        finally:
            connection.close()

    def api(self, path, **kwargs):
        return self.get(path, token=self.token, **kwargs)

    def catalog(self):
        response = self.api("/api/v1/catalog")
        assert response.status == 200, f"catalog: HTTP {response.status} {response.body[:200]!r}"
        return response.json()

    def frame(self, preview, target):
        """The current frame over HTTP, or None while there is none yet."""
        response = self.api(f"/api/v1/frames/{preview}/{target}")
        return response if response.status == 200 else None

    def wait_for_frames(self, timeout=60.0):
        """Waits until the catalog lists previews and every (preview, target) has a frame; returns the catalog."""

        def ready():
            catalog = self.catalog()
            if not catalog.get("previews") or not catalog.get("targets"):
                return None
            for preview in catalog["previews"]:
                for target in catalog["targets"]:
                    if self.frame(preview["id"], target["id"]) is None:
                        return None
            return catalog

        return wait_until(ready, timeout, "a frame for every (preview, target)")


class DaemonFailed(Exception):
    pass


class Response:
    def __init__(self, status, headers, body):
        self.status = status
        self.headers = {key.lower(): value for key, value in headers}
        self.header_list = headers
        self.body = body

    def json(self):
        return json.loads(self.body)

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")


def memory(process):
    """(resident, peak resident) memory of a running `subprocess.Popen` in bytes: VmRSS and VmHWM from /proc."""
    fields = dict(line.split(":", 1) for line in open(f"/proc/{process.pid}/status") if ":" in line)
    return int(fields["VmRSS"].split()[0]) * 1024, int(fields["VmHWM"].split()[0]) * 1024


def launch(project, state_dir, registry, arguments=(), stored_token=False):
    """Starts one daemon for `project` (with more `serve` `arguments`), remembering it in `registry` so its log
    reaches failure reports."""
    daemon = Daemon(daemon_binary(), project, state_dir, arguments, stored_token)
    state_dir.mkdir(parents=True, exist_ok=True)
    registry.append(daemon)
    try:
        daemon.start()
    except DaemonFailed as error:
        pytest.fail(f"{error}\n--- previewd log ---\n{daemon.log}", pytrace=False)
    return daemon
