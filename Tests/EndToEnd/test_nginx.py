"""previewd behind Debian's nginx, configured by Documentation/nginx/previewd.conf itself: TLS termination,
WebSocket proxying with the Origin check kept, and frames by hash cached by nginx."""
import asyncio
import http.client
import shutil
import socket
import ssl
import subprocess
import time
from pathlib import Path

import pytest

from frames import parse_frame
from harness import REPO, wait_until

CONFIG = REPO / "Documentation" / "nginx" / "previewd.conf"
PUBLIC = "previews.example.com"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def nginx(daemon, tmp_path):
    binary = shutil.which("nginx") or "/usr/sbin/nginx"
    assert Path(binary).exists(), "nginx is not installed (scripts/install-deps.sh test installs it)"
    port = free_port()
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
         "-keyout", str(tmp_path / "key.pem"), "-out", str(tmp_path / "cert.pem")],
        check=True, capture_output=True)
    # The documented file with this test's ports, paths and public origin; nothing else changed.
    server = (CONFIG.read_text()
              .replace("127.0.0.1:8765", f"127.0.0.1:{daemon.port}")
              .replace("listen 443 ssl;", f"listen 127.0.0.1:{port} ssl;")
              .replace("/etc/ssl/certs/previews.example.com.pem", str(tmp_path / "cert.pem"))
              .replace("/etc/ssl/private/previews.example.com.key", str(tmp_path / "key.pem"))
              .replace("/var/cache/nginx/previewd", str(tmp_path / "cache"))
              .replace("/var/log/nginx/previewd.access.log", str(tmp_path / "access.log"))
              .replace(f"https://{PUBLIC}", f"https://{PUBLIC}:{port}"))
    (tmp_path / "previewd.conf").write_text(server)
    (tmp_path / "nginx.conf").write_text(f"""
user root;
daemon off;
worker_processes 1;
pid {tmp_path}/nginx.pid;
error_log {tmp_path}/error.log;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {tmp_path}/body;
    proxy_temp_path {tmp_path}/proxy;
    include {tmp_path}/previewd.conf;
}}
""")
    process = subprocess.Popen([binary, "-p", str(tmp_path), "-c", str(tmp_path / "nginx.conf")],
                               stderr=subprocess.PIPE, text=True)

    def listening():
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return True
        except OSError:
            assert process.poll() is None, process.stderr.read()
            return False
    wait_until(listening, 15, "nginx to listen")
    yield port
    process.terminate()
    process.wait(timeout=10)


def insecure():
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def get(port, path, headers=None):
    connection = http.client.HTTPSConnection("127.0.0.1", port, timeout=10, context=insecure())
    try:
        connection.request("GET", path, headers={"Host": PUBLIC, **(headers or {})})
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def test_frames_by_hash_are_cached_by_nginx_with_immutable_headers(daemon, nginx):
    daemon.wait_for_frames()  # previewd is ready before its first render ends; frames follow one by one
    status, _, body = get(nginx, "/healthz")
    assert (status, body) == (200, b"ok")
    status, headers, _ = get(nginx, f"/api/v1/frames/ContentView.greeting/iphone-15-pro-light?token={daemon.token}")
    assert status == 200, headers
    digest = headers["etag"].strip('"')
    path = f"/api/v1/frames/by-hash/{digest}?token={daemon.token}"
    first = get(nginx, path)
    second = get(nginx, path)
    assert first[0] == second[0] == 200
    assert first[2] == second[2] and first[2].startswith(b"\x89PNG")
    assert first[1]["x-cache-status"] == "MISS"
    assert second[1]["x-cache-status"] == "HIT"
    assert "immutable" in second[1]["cache-control"] and second[1]["etag"].strip('"') == digest
    # A wrong token is still refused: the proxy does not open the cache to strangers.
    assert get(nginx, f"/api/v1/frames/by-hash/{digest}?token=wrong-token-123")[0] == 401
    # The same with the token in the Authorization header: a cached entry never answers a request without it.
    bare = f"/api/v1/frames/by-hash/{digest}"
    bearer = get(nginx, bare, {"Authorization": f"Bearer {daemon.token}"})
    again = get(nginx, bare, {"Authorization": f"Bearer {daemon.token}"})
    assert bearer[0] == again[0] == 200 and again[1]["x-cache-status"] == "HIT"
    assert get(nginx, bare)[0] == 401


def test_websocket_through_nginx_streams_frames_and_keeps_the_origin_check(daemon, nginx, tmp_path):
    import websockets

    url = f"wss://127.0.0.1:{nginx}/ws?token={daemon.token}"

    async def first_frame(origin):
        async with websockets.connect(url, ssl=insecure(), origin=origin, max_size=None,
                                      open_timeout=10) as ws:
            await ws.send('{"type": "hello", "client": "nginx-e2e", "role": "dashboard", '
                          '"viewport": {"width": 400, "height": 800}, "scale": 1, "colorScheme": "light", '
                          '"formats": ["png"]}')
            deadline = time.monotonic() + 20
            while time.monotonic() < deadline:
                message = await asyncio.wait_for(ws.recv(), timeout=20)
                if isinstance(message, bytes):
                    return parse_frame(message)
        return None

    header, png = asyncio.run(first_frame(f"https://{PUBLIC}:{nginx}"))
    assert header["format"] == "png" and png.startswith(b"\x89PNG")
    with pytest.raises(Exception):
        asyncio.run(first_frame("https://evil.example"))
    # The access log names /ws without the token the web client puts in its query.
    log = wait_until(lambda: (tmp_path / "access.log").exists() and "/ws" in (tmp_path / "access.log").read_text()
                     and (tmp_path / "access.log").read_text(), 10, "the WebSocket in nginx's access log")
    assert daemon.token not in log, log
