"""Frame acks: a client that lists "ack" in hello.formats has at most two frames unacknowledged, and one whose
acks show a slow link gets its frames as lossless WebP when it also lists "webp"."""
import asyncio
import io
import secrets

from PIL import Image

from frames import Stream, decode_png, run
from harness import GREETING, wait_until
from test_stream import frames_within

PHONE = {"width": 390, "height": 844}


async def welcome_and_catalog(stream):
    _, welcome = await stream.until(lambda k, m: k == "text" and m.get("type") == "welcome", 30, "welcome")
    await stream.until(lambda k, m: k == "text" and m.get("type") == "catalog", 30, "catalog")
    return welcome


def test_at_most_two_frames_are_unacknowledged(daemon):
    async def body():
        daemon.wait_for_frames()
        stream = await Stream.open(daemon, formats=("png", "ack"))
        await welcome_and_catalog(stream)
        first = [await stream.until(lambda k, m: k == "frame", 30, f"frame {n}") for n in (1, 2)]
        arrived = asyncio.get_running_loop().time()

        def held():
            # This client holds its frames on purpose; it says so, as the web client does, or the daemon would take
            # the wait for a slow link (and keep only one frame in flight).
            return (asyncio.get_running_loop().time() - arrived) * 1000

        # The other two of the four frames wait for an ack; the connection itself still answers.
        await stream.send({"type": "ping", "t": 3})
        _, pong = await stream.until(lambda k, m: k == "text" or k == "frame", 5, "pong")
        assert pong.get("type") == "pong", f"a third frame came before any ack: {pong}"
        assert await frames_within(stream, 1.0, GREETING) == [] and len(stream.frames) == 2

        await stream.send({"type": "ack", "seq": first[0][1][0]["seq"], "held": held()})
        _, (third, _) = await stream.until(lambda k, m: k == "frame", 10, "the third frame after one ack")
        assert len(stream.frames) == 3
        await stream.send({"type": "ack", "seq": first[1][1][0]["seq"], "held": held()})
        await stream.send({"type": "ack", "seq": third["seq"]})
        await stream.until(lambda k, m: k == "frame", 10, "the fourth frame")
        keys = {(h["preview"], h["target"]) for h, _ in stream.frames}
        assert len(keys) == 4, keys
        assert "client link is slow" not in daemon.log

        # An ack of a frame that is not in flight is answered with an error, not a closed connection.
        await stream.send({"type": "ack", "seq": 10**9})
        _, error = await stream.until(lambda k, m: k == "text" and m.get("type") == "error", 5, "error")
        assert "not in flight" in error["message"]
        await stream.close()

    run(body())


async def open_phone(daemon, formats):
    stream = await Stream.open(daemon, hello=False)
    await stream.send({"type": "hello", "client": "e2e-phone-" + secrets.token_hex(4), "role": "device",
                       "viewport": PHONE, "scale": 3, "colorScheme": "light", "formats": list(formats)})
    welcome = await welcome_and_catalog(stream)
    target = welcome["target"]["id"]
    await stream.send({"type": "subscribe", "previews": [GREETING], "targets": [target]})
    await stream.send({"type": "select", "preview": GREETING})
    return stream, target


def test_a_phone_on_a_slow_link_gets_webp_with_the_same_pixels(daemon):
    async def body():
        daemon.wait_for_frames()
        slow, target = await open_phone(daemon, ("png", "ack", "webp"))
        fast, fast_target = await open_phone(daemon, ("png", "ack", "webp"))
        assert fast_target == target, "two identical phones share one target"

        async def next_frame(stream, link_delay):
            """Receives a frame and acks it as a client does, saying how long it held it; `link_delay` more
            seconds pass before the ack, unreported, as if the link were that slow."""
            _, (header, image) = await stream.until(lambda k, m: k == "frame", 60, "a frame")
            arrived = asyncio.get_running_loop().time()
            await asyncio.sleep(link_delay)
            held = (asyncio.get_running_loop().time() - arrived - link_delay) * 1000
            await stream.send({"type": "ack", "seq": header["seq"], "held": held})
            return header, image

        # A phone frame is about 20 KB as PNG: acked 0.3 s late that is a link of under 100 KB/s. The other phone
        # acks at once, concurrently.
        (header, png), (fast_header, _) = await asyncio.gather(next_frame(slow, 0.3), next_frame(fast, 0))
        assert header["format"] == "png" and len(png) > 16 * 1024, (header, len(png))
        assert fast_header["format"] == "png"
        wait_until(lambda: "client link is slow" in daemon.log, 10, "the daemon to find the slow link")
        assert daemon.log.count("client link is slow") == 1, "the phone that acks at once was found slow too"

        daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello over a slow link")')
        (header, webp), (fast_header, fast_png) = await asyncio.gather(next_frame(slow, 0), next_frame(fast, 0))
        assert header["format"] == "webp", header
        assert webp[:4] == b"RIFF" and webp[8:12] == b"WEBP"
        assert fast_header["format"] == "png" and fast_header["hash"] == header["hash"], (fast_header, header)
        assert len(webp) < len(fast_png), (len(webp), len(fast_png))

        # Lossless: the WebP decodes to exactly the pixels of the PNG the daemon serves for that hash.
        served = daemon.api(f"/api/v1/frames/by-hash/{header['hash']}")
        assert served.status == 200 and served.body == fast_png
        expected = decode_png(fast_png).convert("RGB")
        decoded = Image.open(io.BytesIO(webp)).convert("RGB")
        assert decoded.size == expected.size == (header["width"], header["height"])
        assert decoded.tobytes() == expected.tobytes(), "the WebP frame differs from the PNG"
        await slow.close()
        await fast.close()

    run(body())
