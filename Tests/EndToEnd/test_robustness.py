"""Broken sources and hostile clients must not take previews (or the daemon) down."""
import asyncio

import pytest
import websockets

from frames import Stream, run
from harness import GREETING, SECOND, UNSUPPORTED_MODIFIER, wait_until


def frame_hashes(daemon, catalog):
    hashes = {}
    for preview in catalog["previews"]:
        for target in catalog["targets"]:
            response = daemon.frame(preview["id"], target["id"])
            assert response is not None, (preview["id"], target["id"])
            hashes[(preview["id"], target["id"])] = response.headers["etag"].strip('"')
    return hashes


def errors_in(catalog, file="ContentView.swift"):
    return [d for d in catalog.get("diagnostics", []) if d.get("severity") == "error" and d.get("file") == file]


def test_syntax_error_keeps_frames_and_fixing_renders_again(daemon):
    catalog = daemon.wait_for_frames()
    before = frame_hashes(daemon, catalog)
    lines = daemon.project.content_view.read_text().splitlines()

    # Drop the brace that closes `body`: the file no longer parses.
    daemon.project.edit('        .padding()\n    }\n', '        .padding()\n')

    broken = wait_until(lambda: (c := daemon.catalog()) and errors_in(c) and c, 30, "an error diagnostic")
    for diagnostic in errors_in(broken):
        assert isinstance(diagnostic["line"], int) and 1 <= diagnostic["line"] <= len(lines) + 1, diagnostic
        assert isinstance(diagnostic.get("column"), int), diagnostic
        assert diagnostic.get("message"), diagnostic
    assert broken["generation"] > catalog["generation"]
    # The last good frames stay available, unchanged.
    assert {p["id"] for p in broken["previews"]} == {GREETING, SECOND}, broken["previews"]
    assert frame_hashes(daemon, broken) == before

    # Fix it with a visible change, so "rendered again" is observable.
    text = daemon.project.content_view.read_text()
    daemon.project.content_view.write_text(
        text.replace('        .padding()\n', '        .padding()\n    }\n', 1).replace('"Hello"', '"Hello again"'))

    fixed = wait_until(lambda: (c := daemon.catalog()) and not errors_in(c) and c, 30, "the diagnostic to clear")
    assert fixed["diagnostics"] == [], fixed["diagnostics"]

    def greeting_rerendered():
        now = frame_hashes(daemon, fixed)
        return all(now[(GREETING, t["id"])] != before[(GREETING, t["id"])] for t in fixed["targets"]) and now

    after = wait_until(greeting_rerendered, 30, "new ContentView.greeting frames after the fix")
    for target in fixed["targets"]:
        assert after[(SECOND, target["id"])] == before[(SECOND, target["id"])]


def test_unsupported_modifier_is_diagnosed_and_still_rendered(daemon):
    catalog = daemon.wait_for_frames()
    before = frame_hashes(daemon, catalog)
    daemon.project.edit('Text("Body")', f'Text("Shimmering body").{UNSUPPORTED_MODIFIER}(radius: 3)')

    def unsupported_diagnostic():
        current = daemon.catalog()
        found = [d for d in current.get("diagnostics", []) if UNSUPPORTED_MODIFIER in d.get("message", "")]
        return found and (current, found)

    current, found = wait_until(unsupported_diagnostic, 30, f"a diagnostic naming '{UNSUPPORTED_MODIFIER}'")
    for diagnostic in found:
        assert diagnostic["file"] == "ContentView.swift"
        assert diagnostic["severity"] in ("warning", "error", "note"), diagnostic
        assert isinstance(diagnostic["line"], int), diagnostic

    def rerendered():
        now = frame_hashes(daemon, current)
        return all(now[key] != before[key] for key in before) and now

    wait_until(rerendered, 30, "new frames for every (preview, target) despite the unsupported modifier")


async def wait_closed(stream, timeout):
    """Reads until the server closes the connection; returns the close code."""
    try:
        while True:
            await stream.receive(timeout)
    except websockets.ConnectionClosed as closed:
        return closed.code
    except asyncio.TimeoutError:
        pytest.fail(f"connection still open after {timeout:.0f} s")


def test_invalid_json_closes_only_that_client(daemon):
    async def body():
        bystander = await Stream.open(daemon)
        hostile = await Stream.open(daemon)
        await hostile.until(lambda k, m: k == "text" and m.get("type") == "catalog", 30, "catalog")
        await hostile.socket.send("{this is not json")
        assert await wait_closed(hostile, 15) == 1008

        # The other client is unaffected: it still answers pings and gets the next edit.
        _, catalog = await bystander.until(lambda k, m: k == "text" and m.get("type") == "catalog", 30, "catalog")
        generation = catalog["generation"]
        await bystander.send({"type": "ping", "t": 7})
        await bystander.until(lambda k, m: k == "text" and m.get("type") == "pong", 15, "pong")
        daemon.project.edit('"Hello"', '"Hello, still here"')
        await bystander.until(
            lambda k, m: k == "frame" and m[0]["preview"] == GREETING and m[0]["generation"] > generation,
            60, "a frame for the edit")
        await bystander.close()

    run(body())
    assert daemon.get("/healthz").status == 200


def test_oversized_message_closes_connection(daemon):
    async def body():
        stream = await Stream.open(daemon)
        await stream.until(lambda k, m: k == "text" and m.get("type") == "catalog", 30, "catalog")
        try:
            await stream.socket.send('{"type":"ping","t":1,"pad":"' + "x" * (1024 * 1024) + '"}')
        except (websockets.ConnectionClosed, OSError):
            return  # closed while we were still sending: that is a close too
        code = await wait_closed(stream, 15)
        assert code in (1008, 1009, 1006), f"close code {code}"

    run(body())
    assert daemon.get("/healthz").status == 200
    # And it still serves new clients.
    run(_welcome(daemon))


def test_message_flood_closes_connection(daemon):
    async def body():
        stream = await Stream.open(daemon)
        await stream.until(lambda k, m: k == "text" and m.get("type") == "catalog", 30, "catalog")
        try:
            for index in range(500):
                await stream.send({"type": "ping", "t": index})
        except websockets.ConnectionClosed:
            return
        code = await wait_closed(stream, 15)
        assert code == 1008, f"close code {code}"

    run(body())
    assert daemon.get("/healthz").status == 200


async def _welcome(daemon):
    stream = await Stream.open(daemon)
    kind, message = await stream.receive(30)
    assert message.get("type") == "welcome"
    await stream.close()
