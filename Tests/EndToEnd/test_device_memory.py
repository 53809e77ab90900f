"""Devices choose the size of the frames rendered for them; twenty hostile ones asking for the largest screens at
the highest density must not take the daemon past the unit's MemoryMax=1G, and the canvas memory they cost is
returned when they leave (Documentation/Security.md, "Device memory")."""
import asyncio

from frames import Stream, run
from harness import GREETING, memory, wait_until

MEMORY_MAX = 1 << 30
HOSTILE_DEVICES = 20
# Documentation/Protocol.md: at most this many pixels per frame, and in all over the devices' distinct targets.
FRAME_PIXELS = 8 * 1024 * 1024


async def hostile_device(daemon, index):
    """A device with a 2048-point square viewport (each a little different, so none share a target) at scale 4."""
    stream = await Stream.open(daemon, hello=False)
    await stream.send({"type": "hello", "client": f"hostile-{index}", "role": "device",
                       "viewport": {"width": 2048, "height": 2048 - index}, "scale": 4, "colorScheme": "dark",
                       "formats": ["png"]})
    _, welcome = await stream.until(lambda kind, payload: kind == "text" and payload.get("type") == "welcome", 30,
                                    "welcome")
    target = welcome["target"]
    if target:
        await stream.send({"type": "subscribe", "previews": [GREETING], "targets": [target["id"]]})
    await stream.send({"type": "select", "preview": GREETING})
    return stream, welcome


def test_twenty_devices_asking_for_huge_screens_stay_under_the_memory_limit(daemon):
    daemon.wait_for_frames()

    async def body():
        devices = [await hostile_device(daemon, index) for index in range(HOSTILE_DEVICES)]
        welcomes = [welcome for _, welcome in devices]
        for welcome in welcomes:
            target = welcome["target"]
            if target is None:
                continue
            pixels = target["width"] * target["height"] * target["scale"] ** 2
            assert pixels <= FRAME_PIXELS, f"a frame of {pixels} pixels for {target['id']}"
            # The device is told its frames are smaller than it asked for.
            assert welcome["reduced"]["requestedScale"] == 4, welcome
        assert any(welcome["target"] for welcome in welcomes), "no device got a target of its own"
        # Let every demanded frame render, then look at the memory with all twenty connected.
        await asyncio.sleep(1)
        wait_until(lambda: not daemon.api("/api/v1/status").json()["rendering"], 120, "rendering to finish")
        connected_rss, peak = memory(daemon.process)
        for stream, _ in devices:
            await stream.close()
        return connected_rss, peak

    connected_rss, peak = run(body(), timeout=300)
    assert peak < MEMORY_MAX, f"peak RSS {peak >> 20} MiB with {HOSTILE_DEVICES} hostile devices"
    assert connected_rss < MEMORY_MAX
    assert daemon.api("/api/v1/status").status == 200


def test_a_huge_screen_is_rendered_smaller_and_the_device_is_told(daemon):
    daemon.wait_for_frames()

    async def body():
        stream, welcome = await hostile_device(daemon, 0)
        target = welcome["target"]
        assert target and target["scale"] < 4, welcome
        assert welcome["reduced"] == {"requestedScale": 4, "scale": target["scale"]}, welcome
        _, (header, _) = await stream.until(lambda kind, payload: kind == "frame", 120, "a frame")
        assert header["width"] * header["height"] <= FRAME_PIXELS, header
        assert header["target"] == target["id"]
        # A phone-sized screen is rendered as asked, with no `reduced`.
        phone = await Stream.open(daemon, hello=False)
        await phone.send({"type": "hello", "client": "phone", "role": "device",
                          "viewport": {"width": 390, "height": 844}, "scale": 3, "colorScheme": "light"})
        _, phone_welcome = await phone.until(
            lambda kind, payload: kind == "text" and payload.get("type") == "welcome", 30, "welcome")
        assert phone_welcome["target"]["scale"] == 3 and "reduced" not in phone_welcome, phone_welcome
        await phone.close()
        await stream.close()

    run(body(), timeout=200)


def test_canvas_memory_is_returned_when_the_huge_targets_go_away(daemon):
    """Renderers keep canvas memory for the next frame; once the devices with the largest screens leave, they let
    go of it, and what the devices leave behind is bounded."""
    daemon.wait_for_frames()
    start = memory(daemon.process)[0]

    async def body():
        devices = [await hostile_device(daemon, index) for index in range(4)]
        await asyncio.sleep(1)
        wait_until(lambda: not daemon.api("/api/v1/status").json()["rendering"], 120, "rendering to finish")
        connected = memory(daemon.process)[0]
        for stream, _ in devices:
            await stream.close()
        return connected

    connected = run(body(), timeout=300)
    # Two renderers, each with a canvas of a capped frame (over 6 Mi pixels, 4 bytes each): well over 24 MiB.
    wait_until(lambda: connected - memory(daemon.process)[0] > 24 << 20, 30, "canvas memory returned")
    daemon.project.edit('Text("Body")', 'Text("Body changed")')
    wait_until(lambda: not daemon.api("/api/v1/status").json()["rendering"], 60, "the next render")
    left = memory(daemon.process)[0]
    assert left - start < 96 << 20, f"{(left - start) >> 20} MiB more after the devices left"
