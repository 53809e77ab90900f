"""`serve --tls-cert/--tls-key`: HTTPS and WSS with a self-signed certificate made at test time, and clear errors
for bad TLS options."""
import asyncio
import json
import os
import re
import ssl
import subprocess
import urllib.request

import websockets

from harness import REPO, daemon_binary

LISTENING_TLS = re.compile(r"previewd listening on https://([^/\s]+):(\d+)/")


def make_certificate(directory):
    certificate, key = directory / "cert.pem", directory / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(certificate)],
                   check=True, capture_output=True, timeout=60)
    return certificate, key


def serve(project, tmp_path, *options):
    environment = dict(os.environ, PREVIEWD_WEB_ROOT=str(REPO / "Web"))
    return subprocess.Popen(
        [str(daemon_binary()), "serve", str(project.root), "--port", "0", "--token", "tls-test-token-0123",
         "--state-dir", str(tmp_path / "state"), *options],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=environment)


def test_https_and_wss_with_a_self_signed_certificate(project, tmp_path):
    certificate, key = make_certificate(tmp_path)
    process = serve(project, tmp_path, "--tls-cert", str(certificate), "--tls-key", str(key))
    try:
        line = process.stdout.readline().decode()
        match = LISTENING_TLS.search(line)
        assert match, f"no https listening line: {line!r}"
        port = int(match.group(2))
        context = ssl.create_default_context(cafile=str(certificate))
        with urllib.request.urlopen(f"https://127.0.0.1:{port}/api/v1/status?token=tls-test-token-0123",
                                    context=context, timeout=10) as response:
            assert json.loads(response.read())["state"] == "serving"

        async def websocket():
            async with websockets.connect(f"wss://127.0.0.1:{port}/ws?token=tls-test-token-0123", ssl=context,
                                          origin=f"https://127.0.0.1:{port}", ping_interval=None) as socket:
                await socket.send(json.dumps({"type": "hello", "client": "tls", "role": "dashboard",
                                              "viewport": {"width": 400, "height": 800}, "scale": 1,
                                              "colorScheme": "light", "formats": ["png"]}))
                message = json.loads(await asyncio.wait_for(socket.recv(), 30))
                assert message["type"] == "welcome"

        asyncio.run(websocket())

        # Plain HTTP on the TLS port gets no previews.
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v1/status?token=tls-test-token-0123",
                                        timeout=5) as response:
                assert b"serving" not in response.read()
        except Exception:
            pass
    finally:
        process.terminate()
        assert process.wait(10) == 0


def test_bad_tls_options_fail_clearly(project, tmp_path):
    certificate, key = make_certificate(tmp_path)
    process = serve(project, tmp_path, "--tls-cert", str(certificate))
    _, error = process.communicate(timeout=30)
    assert process.returncode != 0 and b"--tls-cert and --tls-key go together" in error

    garbage = tmp_path / "garbage.pem"
    garbage.write_text("not a certificate\n")
    process = serve(project, tmp_path, "--tls-cert", str(garbage), "--tls-key", str(key))
    _, error = process.communicate(timeout=30)
    assert process.returncode != 0, "a bad certificate must stop the daemon"
    assert b"TLS" in error and str(garbage).encode() in error, error[-400:]
