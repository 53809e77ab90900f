"""The web client in WebKit, the engine of every iPhone browser: WebKitGTK's MiniBrowser driven by WebKitWebDriver on
a virtual display (webkit.py). WebKit has no `ImageDecoder`, so tiles and the device view take the
`createImageBitmap` path there, as in Safari. Beside the dashboard, what a phone does: it shows its frame, comes back
by itself after previewd was killed, lands on the device view from the pairing code, runs a tapped button, and over
HTTPS reloads into the kept frame while previewd is down. Every check looks at pixels."""
import io
import os
import signal
import subprocess

import pytest
from PIL import Image, ImageChops, ImageStat
from selenium.webdriver.common.by import By

from harness import GREETING, SECOND, wait_until
from test_browser import IMAGE_DIGEST_JS, all_tiles_loaded, device_frame_shown, page_state, tile_image
from test_dashboard_grid import screenshot
from test_https import (KEPT_FRAME_JS, authority_of, controlled_by_service_worker, https_get,  # noqa: F401
                        listening_line_may_say_https, offline_with_kept_frame, secure_url,
                        start_url_after_choosing_the_second_preview)
from test_interactive import COUNTER, blue_box
from test_pairing import decode_qr, needs_zbar, phone_url, terminal_code
from test_phone import assert_shows_its_own_frame, open_device, reveal_controls, shown_image, showing, target_id
from test_phone_pairing import assert_paired_on_the_device_view
from webkit import make_webkit, page_screen, tap

# A phone-like window: narrow, and HiDPI, so frames are rendered at twice the viewport as for a phone's screen.
PHONE_WINDOW = {"scale": 2, "size": (390, 844)}
# Colour the preview, so a screenshot tells a live frame from one greyed out as not live.
COLOURED = (".padding()\n", ".padding()\n        .background(Color.orange)\n")


@pytest.fixture
def webkits(tmp_path):
    started = []

    def start(name="webkit", **options):
        started.append(make_webkit(tmp_path, name, **options))
        return started[-1]

    yield start
    for driver in started:
        driver.quit()


@pytest.fixture
def webkit(webkits):
    return webkits()


@pytest.fixture
def webkit_phone(webkits):
    return webkits("phone", **PHONE_WINDOW)


def colour_on_screen(driver, tmp_path, name):
    """How colourful the device view's frame is on screen (the largest mean difference between two channels over
    the frame's box in a screenshot: 0 for grey), and keeps the screenshot as `name`.png for a person to look at."""
    shot = screenshot(driver, name, tmp_path)
    box = driver.execute_script(
        "const r = document.getElementById('frame').getBoundingClientRect();"
        " return [r.left, r.top, r.right, r.bottom].map(v => Math.round(v * devicePixelRatio))")
    red, green, blue = shot.crop(box).split()
    spreads = [ImageChops.difference(a, b) for a, b in ((red, green), (green, blue), (red, blue))]
    return max(ImageStat.Stat(spread).mean[0] for spread in spreads)


def assert_readable_target_picker(driver):
    """The device bar's target picker, on screen: light text on its dark background. WebKit draws a select in the
    platform's light look unless the page draws it itself."""
    shot = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("L")
    box = driver.execute_script(
        "const r = document.getElementById('target-picker').getBoundingClientRect();"
        " return [r.left, r.top, r.right, r.bottom].map(v => Math.round(v * devicePixelRatio))")
    picker = shot.crop(box)
    background = sorted(picker.getdata())[picker.width * picker.height // 2]
    text = sum(1 for value in picker.getdata() if value > 200) / (picker.width * picker.height)
    assert background < 80 and text > 0.02, f"the target picker is not light on dark: median {background}, text {text}"


def test_dashboard_draws_every_tile_and_an_edit_in_webkit(daemon, webkit):
    catalog = daemon.wait_for_frames()
    keys = {f"{p['id']}/{t['id']}" for p in catalog["previews"] for t in catalog["targets"]}
    webkit.get(f"{daemon.base_url}/?token={daemon.token}")
    state = wait_until(lambda: all_tiles_loaded(webkit, keys), 60, "all tiles live and drawn in WebKit")
    assert not webkit.execute_script("return 'ImageDecoder' in window"), "WebKit now has ImageDecoder"

    key = f"{GREETING}/{catalog['targets'][0]['id']}"
    old_digest = webkit.execute_script(IMAGE_DIGEST_JS, tile_image(webkit, key))
    assert old_digest
    daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, edited")')

    def edited():
        current = page_state(webkit)
        if current["frames"][key]["hash"] == state["frames"][key]["hash"]:
            return None
        digest = webkit.execute_script(IMAGE_DIGEST_JS, tile_image(webkit, key))
        return digest and digest != old_digest and digest

    wait_until(edited, 60, "the edited frame drawn on the WebKit page")


def test_device_view_shows_the_frame_in_webkit(daemon, webkit):
    catalog = daemon.wait_for_frames()
    light = next(t for t in catalog["targets"] if t["colorScheme"] == "light")
    webkit.get(f"{daemon.base_url}/device?token={daemon.token}&preview={GREETING}&target={light['id']}")

    state = wait_until(lambda: device_frame_shown(webkit), 60, "a frame on the device view in WebKit")
    assert state["shown"]["preview"] == GREETING and state["shown"]["target"] == light["id"]
    digest = webkit.execute_script(IMAGE_DIGEST_JS, webkit.execute_script("return document.getElementById('frame')"))
    assert digest and not digest.endswith(":0"), digest


def test_the_phone_comes_back_by_itself_after_a_kill_and_a_restart_in_webkit(
        project, daemon_factory, webkit_phone, tmp_path):
    project.edit(*COLOURED)
    daemon = daemon_factory()
    daemon.wait_for_frames()
    phone = webkit_phone
    open_device(phone, daemon)
    screen = page_screen(phone)
    assert screen["scale"] == 2, screen
    wait_until(lambda: showing(phone, GREETING, screen), 60, "the WebKit phone showing the first preview")
    assert daemon.post("/api/v1/select", {"preview": SECOND}).status == 200
    wait_until(lambda: showing(phone, SECOND, screen), 30, "the WebKit phone on the selected preview")
    last = assert_shows_its_own_frame(phone, daemon, SECOND, screen)
    last_hash = page_state(phone)["shown"]["hash"]
    assert colour_on_screen(phone, tmp_path, "webkit-live") > 3, "the live frame shows no colour"

    port = daemon.port
    daemon.kill()
    wait_until(lambda: page_state(phone)["status"] == "reconnecting", 15, "'reconnecting' after SIGKILL in WebKit")
    assert phone.find_element(By.ID, "status").text == "reconnecting"
    assert ImageChops.difference(shown_image(phone), last).getbbox() is None, "the kept frame is not the last one"
    assert phone.find_element(By.CSS_SELECTOR, ".device-bar .not-live-label").is_displayed()
    # Marked not live on screen: the kept frame is drawn grey.
    wait_until(lambda: colour_on_screen(phone, tmp_path, "webkit-not-live") < 1, 5, "the kept frame greyed out")
    assert_readable_target_picker(phone)

    daemon.restart()
    assert daemon.port == port
    state = wait_until(lambda: (shown := showing(phone, SECOND, screen)) and shown["arrivals"] and shown, 60,
                       "the WebKit phone live again on the same preview, without a touch")
    first = state["arrivals"][0]
    assert first["restored"] and first["hash"] == last_hash, state["arrivals"]
    assert_shows_its_own_frame(phone, daemon, SECOND, screen)
    wait_until(lambda: colour_on_screen(phone, tmp_path, "webkit-live-again") > 3, 5, "the frame in colour again")


@needs_zbar
def test_scanning_the_pairing_code_opens_the_device_view_in_webkit(daemon_factory, webkit_phone, tmp_path):
    daemon = daemon_factory("--host", "0.0.0.0")
    daemon.wait_for_frames()
    url, after = phone_url(daemon)
    scanned = decode_qr(terminal_code(after), tmp_path)
    assert scanned == url

    phone = webkit_phone
    phone.get(scanned)
    screen = page_screen(phone)
    wait_until(lambda: showing(phone, GREETING, screen), 60, "the WebKit phone showing the preview from the code")
    assert_paired_on_the_device_view(phone)
    assert_shows_its_own_frame(phone, daemon, GREETING, screen)
    screenshot(phone, "webkit-paired", tmp_path)


def test_a_tap_in_interactive_mode_changes_the_frame_in_webkit(project, daemon_factory, webkit_phone, tmp_path):
    (project.root / "Counter.swift").write_text(COUNTER)
    daemon = daemon_factory()
    catalog = daemon.wait_for_frames()
    counter = next(p["id"] for p in catalog["previews"] if p["name"] == "Counter")
    phone = webkit_phone
    phone.get(f"{daemon.base_url}/device?token={daemon.token}&preview={counter}")
    screen = page_screen(phone)
    wait_until(lambda: showing(phone, counter, screen), 60, "the WebKit phone showing the counter")
    before = shown_image(phone)
    box = blue_box(before)
    assert box, "no blue button in the frame"

    reveal_controls(phone)
    phone.find_element(By.ID, "interact").click()
    assert page_state(phone)["interactive"]
    # Interactive mode hands the preview the whole screen: the frame is shown one image pixel per device pixel.
    wait_until(lambda: not phone.execute_script("return document.getElementById('controls').offsetHeight"), 5,
               "the controls gone")
    left, top = phone.execute_script(
        "const r = document.getElementById('frame').getBoundingClientRect(); return [r.left, r.top]")
    hash_before = page_state(phone)["shown"]["hash"]
    tap(phone, left + (box[0] + box[2]) / 2 / screen["scale"], top + (box[1] + box[3]) / 2 / screen["scale"])
    wait_until(lambda: page_state(phone)["tapsSent"] == 1, 5, "the tap sent")
    wait_until(lambda: page_state(phone)["shown"]["hash"] != hash_before, 30, "a new frame after the tap in WebKit")
    after = shown_image(phone)
    changed = ImageChops.difference(after, before).getbbox()
    assert changed, "the frame after the tap shows the same pixels"
    assert changed[3] <= box[1], f"the tap changed pixels {changed} beyond the label above the button {box}"
    screenshot(phone, "webkit-tapped", tmp_path)


def test_over_https_a_reload_while_previewd_is_down_shows_the_kept_frame_in_webkit(
        project, daemon_factory, webkits, tmp_path):
    project.edit(*COLOURED)
    daemon = daemon_factory("--https")
    phone = webkits("phone", authority=authority_of(daemon) / "ca.crt", **PHONE_WINDOW)
    phone.get(secure_url(daemon, f"/device#token={daemon.token}"))
    screen = page_screen(phone)
    wait_until(lambda: showing(phone, GREETING, screen), 90, "the WebKit phone showing a frame over HTTPS")
    assert phone.execute_script("return isSecureContext && location.protocol") == "https:"
    wait_until(lambda: phone.execute_script("return window.previewdOffline && window.previewdOffline.registered"), 30,
               "the Service Worker registered in WebKit")
    wait_until(lambda: controlled_by_service_worker(phone), 30, "the Service Worker controlling the page")
    wait_until(lambda: phone.execute_script("return window.previewdOffline.kept"), 30, "this load's files kept")
    kept = shown_image(phone)
    kept_hash = page_state(phone)["shown"]["hash"]
    wait_until(lambda: phone.execute_async_script(KEPT_FRAME_JS) == kept_hash, 10, "the frame kept in IndexedDB")

    daemon.kill()  # nothing answers on previewd's port: the page and the frame come from the phone alone
    phone.refresh()
    state = wait_until(lambda: offline_with_kept_frame(phone), 30,
                       "'offline' with the kept frame after a reload with previewd down, in WebKit")
    assert state["shown"]["hash"] == kept_hash
    assert phone.find_element(By.ID, "status").text == "offline"
    assert ImageChops.difference(shown_image(phone), kept).getbbox() is None
    assert phone.find_element(By.CSS_SELECTOR, ".device-bar .not-live-label").is_displayed()
    wait_until(lambda: colour_on_screen(phone, tmp_path, "webkit-https-offline") < 1, 5, "the kept frame greyed out")

    daemon.restart()
    wait_until(lambda: showing(phone, GREETING, screen), 90, "the WebKit phone live again after previewd came back")
    status, _, body = https_get(daemon, f"/api/v1/frames/{GREETING}/{target_id(screen)}", token=daemon.token)
    assert status == 200
    assert ImageChops.difference(shown_image(phone), Image.open(io.BytesIO(body)).convert("RGB")).getbbox() is None
    wait_until(lambda: colour_on_screen(phone, tmp_path, "webkit-https-live-again") > 3, 5, "the frame in colour again")


def test_a_hung_daemon_and_a_revoked_credential_on_a_webkit_phone(daemon, webkit_phone):
    """What WebKit must deliver as Chromium does: timers that notice a daemon that stopped answering without closing
    (SIGSTOP: no close event, only silence), and the close code (4001) that tells a phone its pairing was revoked."""
    daemon.wait_for_frames()
    phone = webkit_phone
    phone.get(f"{daemon.base_url}/device#token={daemon.token}")
    screen = page_screen(phone)
    wait_until(lambda: showing(phone, GREETING, screen), 60, "the WebKit phone showing the preview")
    shown = shown_image(phone)
    os.kill(daemon.process.pid, signal.SIGSTOP)
    try:
        wait_until(lambda: page_state(phone)["status"] == "reconnecting", 30, "'reconnecting' while previewd is hung")
        assert ImageChops.difference(shown_image(phone), shown).getbbox() is None
    finally:
        os.kill(daemon.process.pid, signal.SIGCONT)
    wait_until(lambda: showing(phone, GREETING, screen), 30, "live again after SIGCONT")

    credential = phone.execute_script("return localStorage.getItem('previewd.device')")
    assert credential and credential.startswith("dev-"), credential
    revoked = subprocess.run([str(daemon.binary), "pair", "--revoke", credential.split("-")[1],
                              "--state-dir", str(daemon.state_dir), "--token", daemon.token],
                             capture_output=True, text=True, timeout=60)
    assert revoked.returncode == 0, revoked.stderr
    wait_until(lambda: page_state(phone)["status"] == "unpaired", 30, "'not paired' on the revoked WebKit phone")
    assert phone.find_element(By.ID, "status").text.startswith("not paired")
    assert phone.execute_script("return localStorage.getItem('previewd.device')") is None


def test_the_home_screen_app_opens_on_the_last_preview_in_webkit(daemon_factory, webkits, tmp_path):
    """iOS starts a home-screen app with storage of its own: a fresh WebKit at the manifest's start URL opens paired,
    on the preview the phone showed last."""
    daemon = daemon_factory("--https")
    authority = authority_of(daemon) / "ca.crt"
    phone = webkits("browser", authority=authority, **PHONE_WINDOW)
    start_url, screen = start_url_after_choosing_the_second_preview(daemon, phone, page_screen)

    app = webkits("home-screen", authority=authority, **PHONE_WINDOW)
    app.get(secure_url(daemon, "/" + start_url))
    wait_until(lambda: showing(app, SECOND, screen), 90, "the home-screen app on the last preview")
    assert "device=" not in app.current_url, "the credential stays in the address bar"
    status, _, body = https_get(daemon, f"/api/v1/frames/{SECOND}/{target_id(screen)}", token=daemon.token)
    assert status == 200
    assert ImageChops.difference(shown_image(app), Image.open(io.BytesIO(body)).convert("RGB")).getbbox() is None
    screenshot(app, "webkit-home-screen-app", tmp_path)
