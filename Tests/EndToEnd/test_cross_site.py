"""Cross-site requests in a real headless Chromium: a page served from another port of the same host is
"same-site" to the browser, so any cookie previewd set would go along with its requests. It must neither rotate
the pairing token nor change what devices show (Documentation/Security.md, "Cross-site requests")."""
import http.server
import json
import threading
import urllib.request

import websockets

from frames import run
from harness import GREETING, SECOND, wait_until
from test_browser import browser, page_state  # noqa: F401 (fixture)

ATTACK = """<!doctype html><meta charset="utf-8"><title>another dev server</title><script>
const target = "http://127.0.0.1:%(port)d";
const attempts = [
  fetch(target + "/api/v1/pair/rotate", {method: "POST", mode: "no-cors", credentials: "include", body: "{}"}),
  fetch(target + "/api/v1/select", {method: "POST", mode: "no-cors", credentials: "include",
                                     body: JSON.stringify({preview: "%(preview)s"})}),
];
Promise.allSettled(attempts).then(() => { window.attackDone = true; });
</script>"""


def serve_page(html):
    """An HTTP server on another port of 127.0.0.1 that answers every GET with `html`."""
    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            body = html.encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *arguments):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def request(port, path, token, method="GET", body=None, headers=None):
    all_headers = {"Authorization": f"Bearer {token}", **(headers or {})}
    call = urllib.request.Request(f"http://127.0.0.1:{port}{path}", data=body, method=method, headers=all_headers)
    try:
        with urllib.request.urlopen(call, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()


def mirrored_preview(port, token):
    """What the dashboard last selected, as a device's welcome says."""
    async def body():
        async with websockets.connect(f"ws://127.0.0.1:{port}/ws?token={token}", ping_interval=None) as socket:
            await socket.send(json.dumps({"type": "hello", "client": "cross-site-probe", "role": "device"}))
            while True:
                message = json.loads(await socket.recv())
                if message.get("type") == "welcome":
                    return message["mirror"]

    return run(body(), timeout=30)


def test_a_page_on_another_port_cannot_rotate_the_token_or_select_a_preview(daemon_factory, browser):  # noqa: F811
    # A stored token (no --token), so that rotating it is possible at all.
    daemon = daemon_factory(stored_token=True)
    port, token, state = daemon.port, daemon.token, daemon.state_dir
    attacker = None
    try:
        wait_until(lambda: request(port, "/api/v1/frames/" + GREETING + "/iphone-15-pro-light", token)[0] == 200,
                   60, "the first frames")

        # The user opens the dashboard (an old-style link with the token in the query) and it goes live.
        browser.get(f"http://127.0.0.1:{port}/?token={token}")
        wait_until(lambda: (page_state(browser) or {}).get("status") == "live", 30, "the dashboard live")

        # Then visits another local dev server's page, which tries both requests.
        attacker = serve_page(ATTACK % {"port": port, "preview": SECOND})
        browser.get(f"http://127.0.0.1:{attacker.server_address[1]}/")
        wait_until(lambda: browser.execute_script("return window.attackDone === true"), 30, "the attack to finish")

        assert (state / "token").read_text().strip() == token, "the token was rotated"
        assert request(port, "/api/v1/status", token)[0] == 200
        assert mirrored_preview(port, token) is None, "the page selected a preview for every device"
        # The same requests from previewd's own origin, as the CLI sends them, still work.
        same_origin = {"Content-Type": "application/json", "Origin": f"http://127.0.0.1:{port}"}
        body = json.dumps({"preview": SECOND}).encode()
        status, _ = request(port, "/api/v1/select", token, "POST", body, same_origin)
        assert status == 200 and mirrored_preview(port, token) == SECOND
    finally:
        if attacker:
            attacker.shutdown()


def test_state_changing_requests_need_same_origin_json(daemon):
    daemon.wait_for_frames()
    body = json.dumps({"preview": SECOND}).encode()
    other_port = f"http://127.0.0.1:{daemon.port + 1}"
    cases = [
        ({"Content-Type": "application/json", "Origin": other_port}, 403),
        ({"Content-Type": "application/json", "Origin": "null"}, 403),
        ({"Content-Type": "text/plain"}, 415),
        ({"Content-Type": "application/x-www-form-urlencoded"}, 415),
        ({}, 415),
    ]
    for headers, expected in cases:
        for path in ("/api/v1/select", "/api/v1/pair/rotate"):
            status, _ = request(daemon.port, path, daemon.token, "POST", body, headers)
            assert status == expected, f"{path} with {headers}: HTTP {status}"


def test_no_cookie_carries_the_token(daemon):
    """Cookies are shared by every port of a host: the token is never set in one, nor accepted from one."""
    response = daemon.get(f"/?token={daemon.token}")
    assert response.status == 200 and "set-cookie" not in response.headers
    assert daemon.get("/api/v1/catalog", headers={"Cookie": f"previewd_token={daemon.token}"}).status == 401
    # The pages themselves hold nothing of the user's: they load without the token and read it from the URL.
    page = daemon.get("/device")
    assert page.status == 200 and daemon.token.encode() not in page.body and b"ContentView" not in page.body
    assert GREETING not in page.body.decode()


def test_a_page_opened_without_the_pairing_url_says_so(daemon, browser):  # noqa: F811
    daemon.wait_for_frames()
    browser.get(f"{daemon.base_url}/device")
    wait_until(lambda: browser.execute_script("return document.documentElement.dataset.status") == "unpaired", 30,
               "the page to say it is not paired")
    # The pairing URL then pairs it, and the token leaves the address bar.
    browser.get(f"{daemon.base_url}/device#token={daemon.token}")
    wait_until(lambda: browser.execute_script("return document.documentElement.dataset.status") == "live", 30,
               "the page live")
    assert daemon.token not in browser.current_url
