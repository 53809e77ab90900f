"""`previewd pair --revoke ID` cuts off that device alone: its open WebSocket is closed with 4001 and its credential
refused, while another device (its own credential) and a dashboard (the pairing token) stay connected and served."""
import asyncio
import json
import subprocess

import websockets

from harness import daemon_binary


def enroll(daemon, name):
    response = daemon.post("/api/v1/devices", {"name": name, "client": "ab" * 16})
    assert response.status == 200, response.text
    answer = response.json()
    return answer["id"], answer["credential"]


async def connect(daemon, credential, role):
    client = await websockets.connect(daemon.ws_url(token=credential), max_size=None)
    await client.send(json.dumps({"type": "hello", "role": role, "client": role + "-" + credential[-6:]}))
    while json.loads(await client.recv()).get("type") != "welcome":
        pass
    return client


async def answers_a_ping(client, mark):
    """Whether `client` is still served: it sends a ping and gets its pong (frames and catalogs may come first)."""
    await client.send(json.dumps({"type": "ping", "t": mark}))
    while True:
        message = await asyncio.wait_for(client.recv(), 10)
        if isinstance(message, str) and json.loads(message) == {"type": "pong", "t": mark}:
            return True


async def closed_with(client, timeout):
    try:
        while True:
            await asyncio.wait_for(client.recv(), timeout)
    except websockets.ConnectionClosed as closed:
        return closed.rcvd.code if closed.rcvd else None


def test_revoking_one_device_closes_its_connections_and_no_other(daemon):
    daemon.wait_for_frames()
    revoked_id, revoked_credential = enroll(daemon, "Phone A")
    _, kept_credential = enroll(daemon, "Phone B")

    async def scenario():
        revoked = await connect(daemon, revoked_credential, "device")
        revoked_again = await connect(daemon, revoked_credential, "device")  # the same phone, a second tab
        kept = await connect(daemon, kept_credential, "device")
        dashboard = await connect(daemon, daemon.token, "dashboard")
        for client in (revoked, revoked_again, kept, dashboard):
            assert await answers_a_ping(client, 1)

        result = await asyncio.to_thread(
            subprocess.run,
            [str(daemon_binary()), "pair", "--revoke", revoked_id, "--url", daemon.base_url + "/",
             "--token", daemon.token],
            capture_output=True, text=True, timeout=60)
        assert result.returncode == 0, result.stderr

        codes = [await closed_with(revoked, 10), await closed_with(revoked_again, 10)]
        # The others are neither closed nor left unserved: a second later they still answer, on the same connection.
        await asyncio.sleep(1.0)
        still = [await answers_a_ping(kept, 2), await answers_a_ping(dashboard, 2)]
        states = [kept.closed, dashboard.closed]
        for client in (kept, dashboard):
            await client.close()
        return codes, still, states

    codes, still, states = asyncio.run(scenario())
    assert codes == [4001, 4001], codes
    assert still == [True, True] and states == [False, False], (still, states)
    assert daemon.get("/api/v1/catalog", token=revoked_credential).status == 401
    assert daemon.get("/api/v1/catalog", token=kept_credential).status == 200
