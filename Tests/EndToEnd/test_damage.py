"""Damage frames: a client that lists "damage" in hello.formats gets only the changed rectangles of an edit, and
pasting them onto the frame it holds gives exactly the full frame the daemon renders."""
from frames import Stream, composite, decode_png, run
from harness import GREETING, SECOND
from test_stream import initial_frames


def test_one_label_edit_arrives_as_damage_that_composites_to_the_full_frame(daemon):
    async def body():
        opted_in = await Stream.open(daemon, formats=("png", "damage"))
        plain = await Stream.open(daemon)
        catalog, before = await initial_frames(opted_in)
        _, plain_before = await initial_frames(plain)
        targets = [t["id"] for t in catalog["targets"]]
        # The first frame of every key is a keyframe: there is nothing to patch yet.
        assert all(header.get("kind") is None for header, _ in before.values()), [h for h, _ in before.values()]

        daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, edited")')

        def changed_frames(received):
            def collect(kind, payload):
                if kind == "frame" and payload[0]["preview"] == GREETING:
                    received[payload[0]["target"]] = payload
                return len(received) == len(targets)
            return collect

        damage, full = {}, {}
        await opted_in.until(changed_frames(damage), 60, "the edited preview's frames (opted in)")
        await plain.until(changed_frames(full), 60, "the edited preview's frames (plain)")

        for target in targets:
            header, payload = damage[target]
            full_header, full_png = full[target]
            assert full_header.get("kind") is None, "a client that did not opt in got a damage frame"
            assert header["kind"] == "damage", f"{target}: a one-label edit came as a full frame: {header}"
            base_header, base_png = before[(GREETING, target)]
            assert header["base"] == base_header["hash"] and header["baseSeq"] == base_header["seq"], header
            assert header["hash"] == full_header["hash"] and header["seq"] == full_header["seq"]
            assert 0 < len(header["rects"]) and len(payload) < len(full_png), \
                (header["rects"], len(payload), len(full_png))

            expected = decode_png(full_png).convert("RGB")
            result = composite(base_png, header, payload)
            assert result.size == expected.size
            assert result.tobytes() == expected.tobytes(), f"{target}: composited image differs from the full frame"
            assert result.tobytes() != decode_png(base_png).convert("RGB").tobytes()

            # The content-addressed URL serves the full frame for the hash the damage frame names.
            by_hash = daemon.api(f"/api/v1/frames/by-hash/{header['hash']}")
            assert by_hash.status == 200 and by_hash.body == full_png

        # The untouched preview is not sent again, in either form.
        await opted_in.send({"type": "ping", "t": 7})
        _, pong = await opted_in.until(
            lambda k, m: (k == "text" and m.get("type") == "pong") or (k == "frame" and m[0]["preview"] == SECOND),
            10, "pong")
        assert pong.get("type") == "pong", f"{SECOND} was sent again: {pong}"
        await opted_in.close()
        await plain.close()

    run(body())


def test_a_client_that_joins_after_an_edit_gets_full_frames(daemon):
    async def body():
        first = await Stream.open(daemon, formats=("png", "damage"))
        await initial_frames(first)
        daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, edited")')
        await first.until(lambda k, m: k == "frame" and m[0].get("kind") == "damage", 60, "a damage frame")
        late = await Stream.open(daemon, formats=("png", "damage"))
        _, frames = await initial_frames(late)
        for header, png in frames.values():
            assert header.get("kind") is None, f"a new client got a damage frame it has no base for: {header}"
            decode_png(png)
        await first.close()
        await late.close()

    run(body())
