"""Binary frames and the WebSocket client (websockets 10.4 asyncio API; `websockets.sync` is newer)."""
import asyncio
import io
import json
import secrets
import struct

import pytest

FRAME_FIELDS = ("preview", "target", "seq", "generation", "width", "height", "scale", "format", "hash")


def parse_frame(message: bytes):
    """Splits a binary WebSocket message into (header dict, PNG bytes), checking the framing."""
    assert isinstance(message, (bytes, bytearray)), f"expected a binary frame, got {type(message).__name__}"
    assert len(message) >= 4, "frame shorter than its length prefix"
    (length,) = struct.unpack(">I", message[:4])
    assert 0 < length <= len(message) - 4, f"header length {length} does not fit a {len(message)}-byte message"
    header = json.loads(message[4:4 + length].decode("utf-8"))
    return header, bytes(message[4 + length:])


def split_damage(header, payload: bytes):
    """The patches of a damage frame: [(rect dict, PNG bytes)], checking that their lengths add up."""
    patches, offset = [], 0
    for rect in header["rects"]:
        patches.append((rect, payload[offset:offset + rect["length"]]))
        offset += rect["length"]
    assert offset == len(payload), f"patch lengths add up to {offset}, payload is {len(payload)} bytes"
    return patches


def composite(base_png: bytes, header, payload: bytes):
    """The base image with a damage frame's patches pasted at their rectangles (a Pillow image, RGB)."""
    image = decode_png(base_png).convert("RGB")
    for rect, png in split_damage(header, payload):
        patch = decode_png(png).convert("RGB")
        assert patch.size == (rect["width"], rect["height"]), (patch.size, rect)
        image.paste(patch, (rect["x"], rect["y"]))
    return image


def decode_png(data: bytes):
    from PIL import Image

    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG", f"not a PNG: {image.format}"
    image.load()
    return image


def run(coroutine, timeout=120.0):
    """Runs one async test body with an overall limit."""
    return asyncio.run(asyncio.wait_for(coroutine, timeout))


class Stream:
    """A WebSocket client (websockets 10.4, asyncio) that sorts what it receives."""

    def __init__(self, socket):
        self.socket = socket
        self.texts = []
        self.frames = []  # (header, png)

    @classmethod
    async def open(cls, daemon, token=None, origin=None, hello=True, path="/ws", formats=("png",)):
        import websockets

        socket = await websockets.connect(
            daemon.ws_url(token=token, path=path), origin=origin, max_size=None, ping_interval=None,
            open_timeout=10, close_timeout=2,
        )
        stream = cls(socket)
        if hello:
            await stream.send({"type": "hello", "client": "e2e-" + secrets.token_hex(4), "role": "dashboard",
                               "viewport": {"width": 1280, "height": 900}, "scale": 1, "colorScheme": "light",
                               "formats": list(formats)})
        return stream

    async def send(self, message):
        await self.socket.send(json.dumps(message))

    async def receive(self, timeout):
        """The next message, sorted into texts/frames and returned as ("text", dict) or ("frame", (h, png))."""
        message = await asyncio.wait_for(self.socket.recv(), timeout)
        if isinstance(message, str):
            parsed = json.loads(message)
            self.texts.append(parsed)
            return "text", parsed
        frame = parse_frame(message)
        self.frames.append(frame)
        return "frame", frame

    async def until(self, predicate, timeout, what):
        """Receives until predicate(kind, payload) is truthy; fails the test on timeout."""
        deadline = asyncio.get_running_loop().time() + timeout
        while True:
            remaining = deadline - asyncio.get_running_loop().time()
            if remaining <= 0:
                pytest.fail(f"timed out after {timeout:.0f} s waiting for {what}")
            try:
                kind, payload = await self.receive(remaining)
            except asyncio.TimeoutError:
                continue
            if predicate(kind, payload):
                return kind, payload

    async def close(self):
        await self.socket.close()
