"""Hostile clients against the running daemon (README, "Security"): every endpoint without or with a wrong token,
foreign and look-alike origins, DNS-rebinding Host headers, path traversal (encodings, backslashes, NUL, a symlink
out of Web/), oversized headers, malformed WebSocket frames, 1,000 idle connections, a client that never reads,
and slowloris. After each attack the daemon must still serve a legitimate client."""
import asyncio
import os
import resource
import shutil
import socket
import time

import pytest
import websockets

from frames import Stream, run
from harness import GREETING, REPO, Project, launch, memory, wait_until, websocket_upgrade

# Everything with the user's data. The web client's own files (pages, scripts, styles) are the same for everyone
# and load without the token, which the page then reads from the pairing URL (test_cross_site.py).
ENDPOINTS = ["/api/v1/catalog", "/api/v1/status", "/api/v1/pair", "/api/v1/pair/qr.svg", "/metrics",
             "/api/v1/frames/ContentView.greeting/iphone-light", "/api/v1/frames/by-hash/0123abcd"]


@pytest.fixture(scope="module")
def served(request, tmp_path_factory):
    """One daemon for the module, with a copy of Web/ that holds a symlink pointing out of it."""
    root = tmp_path_factory.mktemp("security")
    (root / "Hello").mkdir()
    web = root / "Web"
    shutil.copytree(REPO / "Web", web)
    secret = root / "secret.txt"
    secret.write_text("TOP-SECRET-OUTSIDE-WEB\n")
    (web / "leak.txt").symlink_to(secret)
    (web / "etc").symlink_to("/etc")
    previous = os.environ.get("PREVIEWD_WEB_ROOT")
    os.environ["PREVIEWD_WEB_ROOT"] = str(web)
    registry = []
    request.module.previewd_daemons = registry
    try:
        daemon = launch(Project(root / "Hello"), root / "state", registry)
    finally:
        if previous is None:
            os.environ.pop("PREVIEWD_WEB_ROOT", None)
        else:
            os.environ["PREVIEWD_WEB_ROOT"] = previous
    daemon.wait_for_frames()
    yield daemon
    daemon.stop()


# lws refuses an upgrade in its filter callback by dropping the connection, before any HTTP status.
REFUSED = (websockets.InvalidStatusCode, websockets.InvalidMessage, websockets.ConnectionClosed, ConnectionError)


def assert_still_serving(daemon):
    response = daemon.api("/api/v1/catalog")
    assert response.status == 200, f"daemon stopped serving: HTTP {response.status}"
    assert daemon.process.poll() is None, "daemon exited"


# --- token ---------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", ENDPOINTS)
@pytest.mark.parametrize("credential", ["none", "wrong", "prefix", "longer", "cookie", "empty-bearer", "basic"])
def test_every_endpoint_refuses_without_the_token(served, path, credential):
    headers = {}
    query = ""
    if credential == "wrong":
        query = "?token=" + "0" * len(served.token)
    elif credential == "prefix":
        headers["Authorization"] = "Bearer " + served.token[:-1]
    elif credential == "longer":
        headers["Authorization"] = "Bearer " + served.token + "0"
    elif credential == "cookie":
        headers["Cookie"] = "previewd_token=" + served.token  # cookies reach every port: never a credential
    elif credential == "empty-bearer":
        headers["Authorization"] = "Bearer "
    elif credential == "basic":
        headers["Authorization"] = "Basic " + served.token
    response = served.get(path + query, headers=headers)
    assert response.status == 401, f"{path} with {credential}: HTTP {response.status}"
    assert b"ContentView" not in response.body and b"<script" not in response.body
    assert "access-control-allow-origin" not in response.headers, "no permissive CORS"


@pytest.mark.parametrize("credential", ["none", "wrong"])
def test_websocket_refuses_without_the_token(served, credential):
    async def body():
        with pytest.raises(REFUSED):
            await Stream.open(served, token="" if credential == "none" else "f" * len(served.token))

    run(body())


def test_healthz_gives_nothing_away(served):
    response = served.get("/healthz")
    assert response.status == 200 and response.body.strip() == b"ok"


# --- origin and host -------------------------------------------------------------------------------------------


def look_alike_origins(port):
    return [
        "http://evil.example",
        f"http://127.0.0.1:{port}.evil.example",
        f"http://127.0.0.1.evil.example:{port}",
        f"http://evil.example/127.0.0.1:{port}",
        f"http://127.0.0.1:{port}@evil.example",
        f"http://127.0.0.1:{port + 1}",
        "null",
        f"file://127.0.0.1:{port}",
        f"ws://evil.example:{port}",
    ]


def test_foreign_and_look_alike_origins_are_refused(served):
    async def body():
        for origin in look_alike_origins(served.port):
            with pytest.raises(REFUSED):
                await Stream.open(served, origin=origin)
        stream = await Stream.open(served, origin=f"http://127.0.0.1:{served.port}")
        await stream.receive(30)
        await stream.socket.close()

    run(body())


@pytest.mark.parametrize("host", ["evil.example", "127.0.0.1.evil.example", "localhost.evil.example",
                                  "evil.example:8765", "127.0.0.1@evil.example", "0x7f.evil", ""])
def test_rebinding_host_headers_are_refused(served, host):
    response = served.get("/api/v1/catalog", headers={"Host": host}, token=served.token)
    assert response.status in (400, 421), f"Host {host!r}: HTTP {response.status}"
    assert b"ContentView" not in response.body


# --- static files ----------------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", [
    "/%252e%252e/%252e%252e/etc/passwd",     # double encoding
    "/..%5c..%5cetc%5cpasswd",               # encoded backslashes
    "/..\\..\\etc\\passwd",                  # raw backslashes
    "/.%2e/.%2e/etc/passwd",
    "/%2E%2E/%2E%2E/etc/passwd",             # upper-case encoding
    "/..%c0%af..%c0%afetc/passwd",           # overlong UTF-8 slash
    "/leak.txt",                             # symlink out of Web/
    "/etc/passwd",                           # directory symlink out of Web/
    "/./leak.txt",
    "/Web/../leak.txt",
    "/icons/",                               # no directory listings
])
def test_static_files_stay_inside_web(served, path):
    try:
        response = served.api(path)
    except ConnectionError:
        return  # lws dropped the request as malformed: refused
    assert response.status in (400, 404), f"{path}: HTTP {response.status} {response.body[:80]!r}"
    assert b"TOP-SECRET" not in response.body and b"root:" not in response.body


@pytest.mark.parametrize("path", ["/index.html%00.png", "/%00", "/.", "/%00/../leak.txt"])
def test_nul_and_dot_paths_mean_a_page_inside_web(served, path):
    """lws ends the decoded path at a NUL and collapses dots before previewd sees it: "/index.html%00.png" is
    "/index.html". What matters is that nothing outside Web/ comes back."""
    try:
        response = served.api(path)
    except ConnectionError:
        return
    assert response.status in (200, 400, 404), f"{path}: HTTP {response.status}"
    if response.status == 200:
        assert response.body == (REPO / "Web" / "index.html").read_bytes(), f"{path} served something else"
    assert b"TOP-SECRET" not in response.body


# --- malformed and oversized input -------------------------------------------------------------------------------


def raw_connection(daemon, timeout=10.0):
    connection = socket.create_connection((daemon.host, daemon.port), timeout=timeout)
    return connection


def read_until_closed(connection, limit=1 << 20):
    """Everything the server sends until it closes; fails the test if it keeps the connection open."""
    data = b""
    try:
        while len(data) < limit:
            chunk = connection.recv(65536)
            if not chunk:
                return data
            data += chunk
    except ConnectionResetError:
        return data
    except socket.timeout:
        pytest.fail(f"the server kept the connection open (received {len(data)} bytes)")
    return data


def test_oversized_request_headers_are_refused(served):
    connection = raw_connection(served)
    request = (f"GET /api/v1/catalog?token={served.token} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
               + "X-Padding: " + "a" * 64 * 1024 + "\r\n\r\n").encode()
    try:
        connection.sendall(request)
    except (BrokenPipeError, ConnectionResetError):
        pass  # refused while we were still sending
    answer = read_until_closed(connection)
    connection.close()
    assert b"ContentView" not in answer, "an oversized header must not be served"
    assert_still_serving(served)


def close_code_of(data):
    """The close code in the first close frame (opcode 8) the server sent, if any."""
    index = 0
    while index + 2 <= len(data):
        opcode = data[index] & 0x0F
        length = data[index + 1] & 0x7F
        header = 2
        if length == 126:
            length = int.from_bytes(data[index + 2:index + 4], "big")
            header = 4
        elif length == 127:
            length = int.from_bytes(data[index + 2:index + 10], "big")
            header = 10
        if opcode == 8:
            payload = data[index + header:index + header + length]
            return int.from_bytes(payload[:2], "big") if len(payload) >= 2 else None
        index += header + length
    return None


@pytest.mark.parametrize("frame, expected", [
    # lws 4.1.6 does not reject unmasked client frames (RFC 6455 §5.1 says it must); previewd then refuses the
    # non-JSON payload with 1008. Either way the connection ends.
    (bytes([0x81, 0x05]) + b"hello", 1008),                             # unmasked client frame
    (bytes([0xF1, 0x80, 1, 2, 3, 4]), 1002),                            # reserved bits set
    (bytes([0x83, 0x80, 1, 2, 3, 4]), 1002),                            # reserved opcode
    (bytes([0x89, 0xFE, 0x01, 0x00, 1, 2, 3, 4]) + b"x" * 256, 1002),   # control frame over 125 bytes
])
def test_malformed_frames_close_only_that_connection(served, frame, expected):
    connection, _ = websocket_upgrade(served)
    connection.sendall(frame)
    connection.settimeout(15)
    data = read_until_closed(connection)
    connection.close()
    code = close_code_of(data)
    if expected is not None:
        assert code in (expected, None), f"close code {code}"
    assert_still_serving(served)


def test_a_frame_that_never_finishes_is_hung_up(served):
    """A header announcing 2^62 payload bytes, then silence: the idle policy (PING after 10 s, hang-up after 20 s
    without an answer) ends the connection, so stalled clients cannot pile up."""
    connection, _ = websocket_upgrade(served)
    connection.sendall(bytes([0x81, 0xFF]) + (1 << 62).to_bytes(8, "big") + b"\0\0\0\0")
    connection.settimeout(40)
    started = time.monotonic()
    read_until_closed(connection)
    connection.close()
    assert time.monotonic() - started < 35
    assert_still_serving(served)


def test_invalid_utf8_and_malformed_json_are_closed(served):
    async def body():
        for payload in ['{"type": "hello", ', "[]", "null", '{"type": 7}', "\x00" * 64]:
            stream = await Stream.open(served, hello=False)
            await stream.socket.send(payload)
            try:
                while True:
                    await asyncio.wait_for(stream.socket.recv(), 15)
            except websockets.ConnectionClosed as closed:
                assert closed.code in (1003, 1007, 1008), f"{payload!r}: close code {closed.code}"
            except asyncio.TimeoutError:
                pytest.fail(f"{payload!r} was not refused")

    run(body())
    assert_still_serving(served)


# --- resource exhaustion -----------------------------------------------------------------------------------------


def raise_fd_limit(wanted):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(wanted, hard), hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def test_a_thousand_idle_connections_do_not_lock_out_a_client(served):
    limit = raise_fd_limit(4096)
    count = min(1000, limit - 100)
    connections = []
    try:
        for _ in range(count):
            connections.append(socket.create_connection((served.host, served.port), timeout=10))
        started = time.monotonic()
        assert_still_serving(served)

        async def body():
            stream = await Stream.open(served)
            await stream.receive(30)
            await stream.socket.close()

        run(body())
        assert time.monotonic() - started < 15
    finally:
        for connection in connections:
            connection.close()
    assert count >= 900, f"only {count} connections possible with RLIMIT_NOFILE {limit}"
    assert_still_serving(served)


def test_slowloris_is_cut_off_and_others_are_served(served):
    """Connections that send their headers a byte at a time are dropped by the handshake timeout."""
    connections = [raw_connection(served, timeout=40) for _ in range(50)]
    for connection in connections:
        connection.sendall(b"GET / HTTP/1.1\r\nHost: 127")
    assert_still_serving(served)
    started = time.monotonic()
    closed = set()
    while len(closed) < len(connections) and time.monotonic() - started < 40:
        for index, connection in enumerate(connections):
            if index in closed:
                continue
            try:
                connection.sendall(b"0")  # a byte now and then keeps a naive server waiting forever
                connection.setblocking(False)
                if connection.recv(1024) == b"":
                    closed.add(index)
            except BlockingIOError:
                pass
            except OSError:
                closed.add(index)
            finally:
                connection.setblocking(True)
        time.sleep(1)
    for connection in connections:
        connection.close()
    assert len(closed) == len(connections), f"{len(connections) - len(closed)} slow connections still open after 40 s"
    assert_still_serving(served)


def test_a_client_that_never_reads_does_not_stall_others(served, tmp_path):
    """One client subscribes and never reads; a bystander keeps getting every new frame while edits stream."""
    project = served.project

    async def body():
        stalled = await Stream.open(served)
        # Shrink the stalled client's receive window so the server's writes back up quickly.
        stalled.socket.transport.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        stalled.socket.transport.pause_reading()
        bystander = await Stream.open(served)
        await bystander.until(lambda kind, payload: kind == "frame", 30, "a first frame")
        for round_number in range(6):
            title = f"Edit{round_number}"
            project.edit("Text(title).font(.title)" if round_number == 0 else f'Text("Edit{round_number - 1}")',
                         f'Text("{title}")')
            await bystander.until(
                lambda kind, payload: kind == "frame" and payload[0]["preview"] == GREETING
                and payload[0]["seq"] > 0 and len(bystander.frames) > round_number + 1,
                30, f"a frame after edit {round_number}")
        rss = memory(served.process)[0]
        assert rss < 1 << 30, f"daemon RSS {rss >> 10} KiB"
        stalled.socket.transport.resume_reading()
        await bystander.socket.close()
        stalled.socket.transport.abort()

    run(body())
    assert_still_serving(served)


def test_websockets_beyond_the_client_limit_are_refused_and_logged_once(served):
    """256 WebSockets are served; more are refused at the upgrade (one warning in the log, not one per client),
    and a slot that frees up is usable again."""
    limit = 256

    async def body():
        open_sockets = []
        try:
            for _ in range(limit):
                open_sockets.append(await websockets.connect(served.ws_url(), ping_interval=None, open_timeout=10))
            for _ in range(3):
                with pytest.raises(REFUSED):
                    await websockets.connect(served.ws_url(), ping_interval=None, open_timeout=10)
            await open_sockets.pop().close()
            wait_until(lambda: served.api("/api/v1/status").json()["clients"] == limit - 1, 10, "a freed slot")
            open_sockets.append(await websockets.connect(served.ws_url(), ping_interval=None, open_timeout=10))
        finally:
            await asyncio.gather(*(socket.close() for socket in open_sockets), return_exceptions=True)

    run(body())
    assert served.log.count("client limit reached") == 1, "logged once per episode"
    assert_still_serving(served)
