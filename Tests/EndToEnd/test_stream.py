"""The WebSocket stream: hello, catalog, frames, live edits, refusals, ping, clean shutdown."""
import asyncio
import re
import socket
import subprocess

import pytest
import websockets

from frames import FRAME_FIELDS, Stream, decode_png, run
from harness import GREETING, SECOND

HASH = re.compile(r"^[0-9a-f]{16}$")


async def initial_frames(stream, timeout=60.0):
    """Receives welcome, catalog and one frame for every (preview, target); returns (catalog, {key: frame})."""
    kind, welcome = await stream.receive(timeout)
    assert kind == "text" and welcome.get("type") == "welcome", welcome
    assert welcome.get("server") == "previewd"
    kind, catalog = await stream.until(lambda k, m: k == "text" and m.get("type") == "catalog", timeout, "catalog")
    wanted = {(p["id"], t["id"]) for p in catalog["previews"] for t in catalog["targets"]}
    assert len(wanted) == 4, wanted
    frames = {}

    def complete(kind, payload):
        if kind == "frame":
            header, _ = payload
            frames[(header["preview"], header["target"])] = payload
        return wanted <= set(frames)

    if not complete("none", None):
        await stream.until(complete, timeout, f"frames for {sorted(wanted)}")
    return catalog, frames


async def frames_within(stream, seconds, preview):
    """Headers of the frames of `preview` that arrive within `seconds` (used to show that none do)."""
    headers = []
    deadline = asyncio.get_running_loop().time() + seconds
    while (remaining := deadline - asyncio.get_running_loop().time()) > 0:
        try:
            kind, payload = await stream.receive(remaining)
        except asyncio.TimeoutError:
            break
        if kind == "frame" and payload[0]["preview"] == preview:
            headers.append(payload[0])
    return headers


def check_frame(frame, catalog):
    header, png = frame
    for field in FRAME_FIELDS:
        assert field in header, (field, header)
    assert header["format"] == "png"
    assert HASH.match(header["hash"]), header["hash"]
    target = next(t for t in catalog["targets"] if t["id"] == header["target"])
    assert (header["width"], header["height"]) == \
        (target["width"] * target["scale"], target["height"] * target["scale"])
    image = decode_png(png)
    assert image.size == (header["width"], header["height"])
    return image


def test_hello_gets_welcome_catalog_and_every_frame(daemon):
    async def body():
        stream = await Stream.open(daemon)
        catalog, frames = await initial_frames(stream)
        seqs = set()
        for frame in frames.values():
            check_frame(frame, catalog)
            seqs.add(frame[0]["seq"])
            # The streamed frame is the one the HTTP API serves under the same hash.
            by_hash = daemon.api(f"/api/v1/frames/by-hash/{frame[0]['hash']}")
            assert by_hash.status == 200 and by_hash.body == frame[1]
        assert len(seqs) == len(frames), "frames share a seq number"
        await stream.close()

    run(body())


def test_edit_streams_changed_frames_only(daemon):
    async def body():
        stream = await Stream.open(daemon)
        catalog, before = await initial_frames(stream)
        targets = [t["id"] for t in catalog["targets"]]
        daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, edited")')

        changed = {}
        late_second = []

        def collect(kind, payload):
            if kind == "frame":
                header, _ = payload
                key = (header["preview"], header["target"])
                if header["preview"] == SECOND:
                    late_second.append(header)
                elif header["preview"] == GREETING and header["hash"] != before[key][0]["hash"]:
                    changed[key] = payload
            return len(changed) == len(targets)

        await stream.until(collect, 60, "new frames of ContentView.greeting on both targets")
        for key, frame in changed.items():
            old_header, old_png = before[key]
            header, png = frame
            check_frame(frame, catalog)
            assert header["generation"] > old_header["generation"], (old_header, header)
            assert header["seq"] > old_header["seq"]
            assert decode_png(png).tobytes() != decode_png(old_png).tobytes(), f"{key}: same pixels, new hash"

        # "Afterwards only frames that changed": the unchanged preview must not be sent again. Give the daemon
        # a moment to (wrongly) send it, bounded by a ping round trip plus a grace period.
        await stream.send({"type": "ping", "t": 42})
        await stream.until(lambda k, m: k == "text" and m.get("type") == "pong", 10, "pong")
        late_second.extend(await frames_within(stream, 2.0, SECOND))
        assert late_second == [], f"unchanged preview {SECOND} was sent again: {late_second}"
        await stream.close()

    run(body())


async def expect_refused(daemon, **kwargs):
    """The upgrade must be refused; if it is accepted anyway, report whether frames flowed."""
    try:
        stream = await Stream.open(daemon, **kwargs)
    except (websockets.InvalidHandshake, websockets.ConnectionClosed, OSError, EOFError, asyncio.TimeoutError):
        return
    received = []
    try:
        while True:
            kind, _ = await stream.receive(2)
            received.append(kind)
    except (websockets.ConnectionClosed, asyncio.TimeoutError):
        pass
    await stream.close()
    pytest.fail(f"upgrade with {kwargs} was accepted; then received {received.count('frame')} frames")


def test_wrong_token_is_refused(daemon):
    run(expect_refused(daemon, token="0" * 32))


def test_missing_token_is_refused(daemon):
    run(expect_refused(daemon, token=""))


def test_foreign_origin_is_refused(daemon):
    run(expect_refused(daemon, origin="http://evil.example"))
    run(expect_refused(daemon, origin=f"http://evil.example:{daemon.port}"))


def test_other_path_is_refused(daemon):
    run(expect_refused(daemon, path="/socket"))


def test_same_origin_is_accepted(daemon):
    async def body():
        stream = await Stream.open(daemon, origin=f"http://{daemon.host}:{daemon.port}")
        kind, welcome = await stream.receive(30)
        assert welcome.get("type") == "welcome"
        await stream.close()

    run(body())


def test_ping_gets_pong_with_same_t(daemon):
    async def body():
        stream = await Stream.open(daemon)
        await stream.send({"type": "ping", "t": 1234.5})
        _, pong = await stream.until(lambda k, m: k == "text" and m.get("type") == "pong", 30, "pong")
        assert pong["t"] == 1234.5
        await stream.send({"type": "no-such-type"})
        _, error = await stream.until(lambda k, m: k == "text" and m.get("type") == "error", 30, "error message")
        assert error.get("message")
        await stream.close()

    run(body())


def test_sigterm_exits_zero_quickly(daemon):
    daemon.wait_for_frames()

    def wait_for_exit():
        try:
            return daemon.process.wait(10)
        except subprocess.TimeoutExpired:
            return None

    async def body():
        # A connected client must not keep the daemon alive.
        stream = await Stream.open(daemon)
        await stream.receive(30)
        daemon.process.terminate()
        status = await asyncio.get_running_loop().run_in_executor(None, wait_for_exit)
        assert status is not None, "previewd did not exit within 10 s of SIGTERM"
        assert status == 0, f"exit status {status}"
        await stream.socket.close()

    run(body())


BIG = """\
import SwiftUI

struct Big: View {
    var label: String
    var body: some View {
        ZStack {
            LinearGradient(colors: [.red, .yellow, .green, .blue, .purple], startPoint: .topLeading,
                           endPoint: .bottomTrailing)
            Text(label).font(.largeTitle)
        }
        .ignoresSafeArea()
    }
}

#Preview("Big") { Big(label: "LABEL") }
"""


def test_large_frames_stay_whole_for_a_client_that_pings_while_it_falls_behind(project, daemon_factory):
    """Frames of about 200 KB (a full-screen gradient, both targets) to a client with a 4 KiB receive buffer that
    stops reading while 15 edits go on, and sends a WebSocket ping every 5 ms throughout. The daemon's socket to it
    fills up, and the pings pile up unanswered behind it. Every message is written whole, so each pong lws sends
    must come between two messages, never inside one; once the client reads again it must get the newest frame.
    The websockets client checks the framing of everything it reads, and every image must decode."""
    (project.root / "Big.swift").write_text(BIG.replace("LABEL", "edit 0"))
    daemon = daemon_factory()
    daemon.wait_for_frames()

    async def body():
        raw = socket.socket()
        raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)  # before connecting, so the window stays small
        raw.connect((daemon.host, int(daemon.port)))
        connection = await websockets.connect(daemon.ws_url(), sock=raw, max_size=None, ping_interval=None,
                                              open_timeout=10, close_timeout=2)
        stream = Stream(connection)
        await stream.send({"type": "hello", "client": "e2e-pinger", "role": "dashboard",
                           "viewport": {"width": 1280, "height": 900}, "scale": 1, "colorScheme": "light",
                           "formats": ["png"]})
        await stream.send({"type": "subscribe", "previews": ["Big.big"]})
        _, (first, _) = await stream.until(lambda k, m: k == "frame", 30, "a first frame of Big")

        async def ping_forever():
            while True:
                await connection.ping()
                await asyncio.sleep(0.005)

        pinger = asyncio.create_task(ping_forever())
        connection.transport.pause_reading()
        # 15 edits × 2 targets × about 200 KB: more than the 4 MiB a loopback socket's send buffer grows to.
        for number in range(1, 16):
            (project.root / "Big.swift").write_text(BIG.replace("LABEL", f"edit {number}"))
            await asyncio.sleep(0.25)
        newest = daemon.catalog()["generation"]
        connection.transport.resume_reading()
        _, (header, png) = await stream.until(
            lambda k, m: k == "frame" and m[0]["generation"] >= newest, 60, f"the frame of generation {newest}")
        pinger.cancel()
        assert len(png) > 100_000, f"the frame is {len(png)} bytes: too small to back the writes up"
        for frame_header, frame_png in stream.frames:
            assert decode_png(frame_png).size == (frame_header["width"], frame_header["height"])
        assert header["seq"] > first["seq"]
        await connection.close()

    run(body())
