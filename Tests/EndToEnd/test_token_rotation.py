"""`previewd pair` and `previewd pair --rotate` against a running daemon whose token is kept in its state folder."""
import asyncio
import stat
import subprocess
import urllib.request

import websockets

from harness import daemon_binary


def pair(port, state, *extra):
    return subprocess.run(
        [str(daemon_binary()), "pair", "--url", f"http://127.0.0.1:{port}/", "--state-dir", str(state), *extra],
        capture_output=True, text=True, timeout=30)


def status_with(port, token):
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/api/v1/status", headers={"Authorization": f"Bearer {token}"})
    try:
        return urllib.request.urlopen(request, timeout=10).status
    except urllib.error.HTTPError as error:
        return error.code


def test_rotation_replaces_the_stored_token_and_disconnects_paired_clients(daemon_factory):
    daemon = daemon_factory(stored_token=True)
    port, state, old = daemon.port, daemon.state_dir, daemon.token
    token_file = state / "token"
    shown = pair(port, state)
    assert shown.returncode == 0, shown.stderr
    # Listening on loopback: the URL for this machine and how to reach it from a phone, not a QR code.
    assert f"/device#token={old}" in shown.stdout and "--host 0.0.0.0" in shown.stdout, shown.stdout

    async def rotate_while_connected():
        async with websockets.connect(f"ws://127.0.0.1:{port}/ws?token={old}") as client:
            await client.send('{"type": "hello", "role": "dashboard", "client": "rotation-test"}')
            await client.recv()  # welcome
            rotated = await asyncio.to_thread(pair, port, state, "--rotate")
            try:
                while True:
                    await asyncio.wait_for(client.recv(), 10)
            except websockets.ConnectionClosed as closed:
                return rotated, closed.rcvd.code if closed.rcvd else None

    rotated, close_code = asyncio.run(rotate_while_connected())
    assert rotated.returncode == 0, rotated.stderr
    assert close_code == 4001, close_code
    new = token_file.read_text().strip()
    assert new != old and f"#token={new}" in rotated.stdout, rotated.stdout
    assert stat.S_IMODE(token_file.stat().st_mode) == 0o600
    assert status_with(port, old) == 401
    assert status_with(port, new) == 200


def test_a_token_given_on_the_command_line_is_not_rotated(daemon, tmp_path):
    (tmp_path / "pair-state").mkdir()
    (tmp_path / "pair-state" / "token").write_text(daemon.token)
    refused = pair(daemon.port, tmp_path / "pair-state", "--rotate")
    assert refused.returncode == 1
    assert "given with --token" in refused.stderr, refused.stderr
    assert status_with(daemon.port, daemon.token) == 200
