"""Phones and tablets in a real headless Chromium: frames rendered for each screen, mirroring, and coming back
to the last preview after the daemon was killed. Every check looks at pixels, not only at page state."""
import base64
import io
import stat
import subprocess
import time

import pytest
from PIL import Image, ImageChops, ImageStat
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

from harness import GREETING, SECOND, wait_until
from test_browser import CHROMEDRIVER, IPHONE_UA, chromium_options, page_state

PHONE = {"width": 390, "height": 844, "scale": 3, "scheme": "dark"}
TABLET = {"width": 820, "height": 1180, "scale": 2, "scheme": "light"}

# The shown <img> as PNG bytes (base64), read back through a canvas: what the page decoded, pixel for pixel.
SHOWN_PNG_JS = """
const image = document.getElementById('frame');
if (!image || image.hidden || !image.complete || image.naturalWidth === 0) return null;
const canvas = document.createElement('canvas');
canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
canvas.getContext('2d').drawImage(image, 0, 0);
return canvas.toDataURL('image/png').split(',')[1];
"""


def target_id(screen):
    return f"viewport-{screen['width']}x{screen['height']}@{screen['scale']}-{screen['scheme']}"


def make_device(tmp_path, name, screen):
    options = chromium_options(tmp_path / f"chromium-{name}")
    options.add_argument("--hide-scrollbars")
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": screen["width"], "height": screen["height"], "pixelRatio": float(screen["scale"]),
                          "touch": True},
        "userAgent": IPHONE_UA,
    })
    service = Service(CHROMEDRIVER, log_path=str(tmp_path / f"chromedriver-{name}.log"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_script_timeout(30)
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": screen["scheme"]}]})
    return driver


@pytest.fixture
def phone(tmp_path):
    driver = make_device(tmp_path, "phone", PHONE)
    yield driver
    driver.quit()


@pytest.fixture
def tablet(tmp_path):
    driver = make_device(tmp_path, "tablet", TABLET)
    yield driver
    driver.quit()


@pytest.fixture
def desktop(tmp_path):
    from test_browser import make_driver
    driver = make_driver(tmp_path)
    yield driver
    driver.quit()


def shown_image(driver):
    data = driver.execute_script(SHOWN_PNG_JS)
    return Image.open(io.BytesIO(base64.b64decode(data))).convert("RGB") if data else None


def showing(driver, preview, screen, live=True):
    """The page state once `preview` is on screen in `screen`'s own target (live unless told otherwise)."""
    state = page_state(driver)
    if not state or (live and state["status"] != "live"):
        return None
    shown = state.get("shown")
    if not shown or shown["preview"] != preview or shown["target"] != target_id(screen):
        return None
    return state if shown_image(driver) is not None else None


def frame_image(daemon, preview, screen):
    response = daemon.frame(preview, target_id(screen))
    assert response is not None, f"no frame for {preview} on {target_id(screen)}"
    return Image.open(io.BytesIO(response.body)).convert("RGB")


def assert_shows_its_own_frame(driver, daemon, preview, screen):
    """The page shows the daemon's frame for this screen: size, scheme, and the same pixels on screen."""
    image = shown_image(driver)
    assert image.size == (screen["width"] * screen["scale"], screen["height"] * screen["scale"])
    assert ImageChops.difference(image, frame_image(daemon, preview, screen)).getbbox() is None, \
        "the page shows other pixels than the daemon's frame"
    background = image.getpixel((5, 5))
    if screen["scheme"] == "dark":
        assert max(background) < 40, f"dark frame has a light background {background}"
    else:
        assert min(background) > 215, f"light frame has a dark background {background}"
    # The screenshot (device pixels) shows the frame one to one: compare the upper half, away from the
    # status pill and the arrows at the bottom. A screenshot shows what was last painted, which in WebKit can be a
    # few display frames behind the decoded image (Chromium paints for the screenshot): ask again for a while.
    half = (0, 0, image.width, image.height // 2)

    def screenshot_difference():
        screenshot = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("RGB")
        assert screenshot.size == image.size, (screenshot.size, image.size)
        return max(ImageStat.Stat(ImageChops.difference(screenshot.crop(half), image.crop(half))).mean)

    deadline = time.monotonic() + 5
    while (difference := screenshot_difference()) >= 1.0 and time.monotonic() < deadline:
        time.sleep(0.2)
    assert difference < 1.0, f"screenshot differs from the frame by {difference} per channel"
    return image


def reveal_controls(driver):
    """Brings back the device view's controls, which fade out after a few seconds without a touch."""
    driver.execute_script("dispatchEvent(new PointerEvent('pointerdown'))")


def open_device(driver, daemon):
    driver.get(f"{daemon.base_url}/device?token={daemon.token}")


def test_phone_and_tablet_each_get_frames_for_their_screen(daemon, phone, tablet):
    daemon.wait_for_frames()
    selected = daemon.post("/api/v1/select", {"preview": SECOND})
    assert selected.status == 200, selected.text
    open_device(phone, daemon)
    open_device(tablet, daemon)
    wait_until(lambda: showing(phone, SECOND, PHONE), 60, "the phone showing the selected preview in its own target")
    wait_until(lambda: showing(tablet, SECOND, TABLET), 60, "the tablet showing the selected preview in its own target")
    phone_before = assert_shows_its_own_frame(phone, daemon, SECOND, PHONE)
    tablet_before = assert_shows_its_own_frame(tablet, daemon, SECOND, TABLET)
    assert phone_before.width == 1170 and tablet_before.width == 1640

    # One edit reaches both, each in its own size and scheme.
    daemon.project.edit('ContentView(title: "Second")', 'ContentView(title: "Second, edited")')

    def updated(driver, before):
        image = shown_image(driver)
        return image is not None and ImageChops.difference(image, before).getbbox() is not None

    wait_until(lambda: updated(phone, phone_before), 60, "the edit on the phone")
    wait_until(lambda: updated(tablet, tablet_before), 60, "the edit on the tablet")
    wait_until(lambda: showing(phone, SECOND, PHONE), 10, "the phone live on its target")
    assert_shows_its_own_frame(phone, daemon, SECOND, PHONE)
    assert_shows_its_own_frame(tablet, daemon, SECOND, TABLET)

    # Rotating the phone asks for a landscape frame of the same screen.
    phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                          {"width": 844, "height": 390, "deviceScaleFactor": 3, "mobile": True})
    landscape = dict(PHONE, width=844, height=390)
    rotated = f"viewport-390x844@3-dark-landscape"

    def rotated_frame():
        state = page_state(phone)
        image = shown_image(phone)
        return state["shown"]["target"] == rotated and image is not None and image.size == (2532, 1170)

    wait_until(rotated_frame, 30, "a landscape frame after rotating")
    assert landscape["width"] * 3 == 2532


def test_select_switches_every_following_device(daemon, phone, tablet, desktop):
    daemon.wait_for_frames()
    open_device(phone, daemon)
    wait_until(lambda: showing(phone, GREETING, PHONE), 60, "the phone on the first preview")
    open_device(tablet, daemon)
    wait_until(lambda: showing(tablet, GREETING, TABLET), 60, "the tablet on the first preview")
    first = shown_image(phone)

    # `previewd open` from a terminal (it calls POST /api/v1/select).
    opened = subprocess.run(
        [str(daemon.binary), "open", SECOND, "--url", daemon.base_url + "/", "--token", daemon.token],
        capture_output=True, text=True, timeout=30)
    assert opened.returncode == 0, opened.stderr
    wait_until(lambda: showing(phone, SECOND, PHONE), 30, "the phone switched by POST /api/v1/select")
    wait_until(lambda: showing(tablet, SECOND, TABLET), 30, "the tablet switched by POST /api/v1/select")
    assert ImageChops.difference(shown_image(phone), first).getbbox() is not None
    assert_shows_its_own_frame(phone, daemon, SECOND, PHONE)

    # Selecting on the dashboard does the same.
    desktop.get(f"{daemon.base_url}/?token={daemon.token}")
    button = wait_until(
        lambda: desktop.find_element(By.CSS_SELECTOR, f'.preview-group[data-preview="{GREETING}"] button.mirror'),
        60, "the dashboard's mirror button")
    wait_until(lambda: page_state(desktop)["status"] == "live", 30, "the dashboard live")
    button.click()
    assert page_state(desktop)["selected"] == GREETING
    wait_until(lambda: showing(phone, GREETING, PHONE), 30, "the phone switched by the dashboard")
    wait_until(lambda: showing(tablet, GREETING, TABLET), 30, "the tablet switched by the dashboard")
    assert ImageChops.difference(shown_image(tablet), frame_image(daemon, GREETING, TABLET)).getbbox() is None

    # Bad requests are refused with a reason and change nothing.
    assert daemon.post("/api/v1/select", {"preview": "NoSuch.preview"}).status == 404
    assert daemon.post("/api/v1/select", b"not json").status == 400
    assert daemon.post("/api/v1/select", {"preview": SECOND}, token="wrong-token-123").status == 401
    assert page_state(phone)["shown"]["preview"] == GREETING
    refused = subprocess.run(
        [str(daemon.binary), "open", "NoSuch.preview", "--url", daemon.base_url + "/", "--token", daemon.token],
        capture_output=True, text=True, timeout=30)
    assert refused.returncode == 1 and "no preview 'NoSuch.preview'" in refused.stderr, refused


def test_phone_comes_back_to_its_preview_after_the_daemon_was_killed(daemon, phone):
    daemon.wait_for_frames()
    open_device(phone, daemon)
    wait_until(lambda: showing(phone, GREETING, PHONE), 60, "the phone on the first preview")
    assert daemon.post("/api/v1/select", {"preview": SECOND}).status == 200
    wait_until(lambda: showing(phone, SECOND, PHONE), 30, "the phone on the selected (second) preview")
    last = shown_image(phone)
    last_hash = page_state(phone)["shown"]["hash"]

    # What the daemon keeps: the client's last view, private to the user, and the frames.
    state_folders = list((daemon.state_dir / "projects").iterdir())
    assert len(state_folders) == 1
    clients = state_folders[0] / "clients.json"
    wait_until(lambda: clients.exists() and SECOND in clients.read_text(), 10, "clients.json naming the preview")
    assert stat.S_IMODE(clients.stat().st_mode) == 0o600
    wait_until(lambda: (state_folders[0] / "frames" / f"{last_hash}.png").exists(), 10, "the frame saved on disk")

    daemon.kill()
    wait_until(lambda: page_state(phone)["status"] == "reconnecting", 15, "'reconnecting' after SIGKILL")
    assert phone.find_element(By.ID, "status").text == "reconnecting"
    assert ImageChops.difference(shown_image(phone), last).getbbox() is None, "the last frame is no longer shown"
    assert phone.execute_script("return document.documentElement.classList.contains('not-live')")
    # The page keeps the frame for a reload while the daemon is down.
    stored = phone.execute_async_script("""
        const done = arguments[arguments.length - 1];
        import('./frame-cache.js').then(m => m.loadLastFrame()).then(f => done(f ? f.header.hash : null));
    """)
    assert stored == last_hash

    daemon.restart()
    # The page turns live on the daemon's first message, which comes before the first frame: wait for a frame too.
    state = wait_until(lambda: (shown := showing(phone, SECOND, PHONE)) and shown["arrivals"] and shown, 60,
                       "the phone live again on the same preview, with a frame received")
    arrivals = state["arrivals"]
    first = arrivals[0]
    assert (first["preview"], first["target"]) == (SECOND, target_id(PHONE)), arrivals
    assert first["restored"], f"the first frame after the restart was not the saved one: {arrivals}"
    assert first["hash"] == last_hash
    assert_shows_its_own_frame(phone, daemon, SECOND, PHONE)


def raw_request(daemon, data, timeout=10):
    """Sends raw bytes and returns the status line of the answer."""
    import socket
    with socket.create_connection((daemon.host, daemon.port), timeout=timeout) as connection:
        connection.sendall(data)
        answer = b""
        while b"\r\n" not in answer:
            chunk = connection.recv(4096)
            if not chunk:
                break
            answer += chunk
    return answer.split(b"\r\n", 1)[0].decode()


def test_select_bodies_that_cannot_be_read_get_a_clear_answer(daemon):
    daemon.wait_for_frames()
    head = (f"POST /api/v1/select HTTP/1.1\r\nHost: {daemon.host}:{daemon.port}\r\n"
            f"Authorization: Bearer {daemon.token}\r\n")
    # No Content-Length (nothing, or a chunked body lws cannot read): refused at once rather than left hanging.
    assert raw_request(daemon, (head + "\r\n").encode()).split(" ", 2)[1] == "411"
    chunked = head + 'Transfer-Encoding: chunked\r\n\r\n10\r\n{"preview":"x"}\r\n0\r\n\r\n'
    assert raw_request(daemon, chunked.encode()).split(" ", 2)[1] == "411"
    # Announced too big: refused before reading it.
    assert raw_request(daemon, (head + "Content-Length: 1000000\r\n\r\n").encode()).split(" ", 2)[1] == "413"
    assert daemon.post("/api/v1/select", b"x" * 20000).status == 413
    assert daemon.post("/api/v1/select", b"").status == 400
    assert daemon.get("/healthz").status == 200
    assert daemon.post("/api/v1/select", {"preview": SECOND}).status == 200


def test_the_web_app_manifest_opens_the_device_view_with_real_icons(daemon):
    manifest = daemon.api("/manifest.webmanifest")
    assert manifest.status == 200 and manifest.headers["content-type"].startswith("application/manifest+json")
    document = manifest.json()
    # Relative to the manifest: "Add to Home Screen" opens /device, which resumes this phone's last preview.
    assert document["start_url"] == "device" and document["display"] == "standalone"
    sizes = {}
    for icon in document["icons"]:
        response = daemon.api("/" + icon["src"])
        assert response.status == 200 and response.headers["content-type"] == icon["type"], icon
        if icon["type"] == "image/png":
            image = Image.open(io.BytesIO(response.body))
            sizes[icon["sizes"]] = image.size
    assert sizes == {"192x192": (192, 192), "512x512": (512, 512)}
    touch = Image.open(io.BytesIO(daemon.api("/icon-180.png").body))
    assert touch.size == (180, 180)


def test_on_plain_http_the_open_page_keeps_the_frame_but_a_reload_needs_the_daemon(daemon, phone):
    """What plain HTTP gives (README, "HTTP and HTTPS"): no Service Worker, so the page that stays open keeps its
    frame marked not live, and the frame is kept in IndexedDB for the next load, but a reload while previewd is
    down reaches nothing and the browser shows its own error page. `serve --https` closes that gap
    (test_https.py)."""
    daemon.wait_for_frames()
    open_device(phone, daemon)
    wait_until(lambda: showing(phone, GREETING, PHONE), 60, "the phone showing a frame")
    kept_hash = page_state(phone)["shown"]["hash"]
    wait_until(lambda: phone.execute_async_script("""
        const done = arguments[arguments.length - 1];
        import('./frame-cache.js').then(m => m.loadLastFrame()).then(f => done(f ? f.header.hash : null));
    """) == kept_hash, 10, "the frame kept in IndexedDB")
    assert phone.execute_script("return window.previewdOffline.supported") is False
    registrations = phone.execute_async_script("""
        const done = arguments[arguments.length - 1];
        navigator.serviceWorker.getRegistrations().then(r => done(r.length), () => done(-1));
    """)
    assert registrations == 0, "a Service Worker was registered on plain HTTP"
    assert daemon.get("/ca.crt").status == 404, "plain HTTP offers a certificate authority"

    daemon.kill()
    wait_until(lambda: page_state(phone)["status"] in ("reconnecting", "offline"), 20, "the open page marked not live")
    assert phone.execute_script("return document.documentElement.classList.contains('not-live')")
    phone.refresh()
    assert page_state(phone) is None, "a reload with previewd down on plain HTTP opened the device view"


def test_a_device_that_stops_following_keeps_its_preview(daemon, phone, tablet):
    daemon.wait_for_frames()
    open_device(phone, daemon)
    open_device(tablet, daemon)
    wait_until(lambda: showing(phone, GREETING, PHONE), 60, "the phone on the first preview")
    wait_until(lambda: showing(tablet, GREETING, TABLET), 60, "the tablet on the first preview")
    reveal_controls(phone)
    phone.find_element(By.ID, "follow").click()
    assert phone.find_element(By.ID, "follow").text == "not following"
    before = shown_image(phone)
    assert daemon.post("/api/v1/select", {"preview": SECOND}).status == 200
    # The tablet still follows; the phone stays where it is, pixels unchanged.
    wait_until(lambda: showing(tablet, SECOND, TABLET), 30, "the tablet switched")
    assert page_state(phone)["shown"]["preview"] == GREETING
    assert ImageChops.difference(shown_image(phone), before).getbbox() is None
    # Its own arrows still move it.
    reveal_controls(phone)
    phone.find_element(By.ID, "next").click()
    wait_until(lambda: showing(phone, SECOND, PHONE), 30, "the phone on the next preview by its own arrow")


def test_a_phone_can_pick_a_named_target_and_keeps_it_in_its_url(daemon, phone):
    catalog = daemon.wait_for_frames()
    open_device(phone, daemon)
    wait_until(lambda: showing(phone, GREETING, PHONE), 60, "the phone on its own target first")
    named = next(target for target in catalog["targets"] if target["colorScheme"] == "light")
    reveal_controls(phone)
    picker = phone.find_element(By.ID, "target-picker")
    options = [option.get_attribute("value") for option in picker.find_elements(By.TAG_NAME, "option")]
    assert options == [""] + [target["id"] for target in catalog["targets"]]
    from selenium.webdriver.support.select import Select
    Select(picker).select_by_value(named["id"])

    def on_named():
        shown = page_state(phone)["shown"]
        return shown if shown and shown["target"] == named["id"] else None

    wait_until(on_named, 30, f"the phone showing {named['id']}")
    expected = Image.open(io.BytesIO(daemon.frame(GREETING, named["id"]).body)).convert("RGB")
    assert ImageChops.difference(shown_image(phone), expected).getbbox() is None
    assert f"target={named['id']}" in phone.current_url
    # Back to this screen's own target.
    reveal_controls(phone)
    Select(phone.find_element(By.ID, "target-picker")).select_by_value("")
    wait_until(lambda: showing(phone, GREETING, PHONE), 30, "the phone back on its own target")
    assert "target=" not in phone.current_url


def test_a_syntax_error_shows_on_the_phone_with_its_file_and_line_until_it_is_fixed(daemon, phone):
    """A file that does not parse keeps its last good frames, so the frame cannot say it: the phone's control bar
    does, with the file and line, below the frame, and says nothing once the file parses again."""
    daemon.wait_for_frames()
    open_device(phone, daemon)
    wait_until(lambda: showing(phone, GREETING, PHONE), 60, "the phone showing the preview")
    problem = phone.find_element("id", "problem")
    assert not problem.is_displayed()

    daemon.project.edit("Text(title).font(.title)", "Text(title.font(.title)")
    wait_until(lambda: problem.is_displayed() and "ContentView.swift:7:" in problem.text, 30,
               "the syntax error in the phone's control bar")
    assert "expected ')'" in problem.text, problem.text
    box = phone.execute_script(
        "const p = document.getElementById('problem').getBoundingClientRect();"
        " const f = document.getElementById('frame').getBoundingClientRect();"
        " return [p.top, f.bottom, p.right, innerWidth]")
    assert box[0] >= box[1] - 0.5 and box[2] <= box[3] + 0.5, \
        f"the message covers the frame or leaves the screen: {box}"
    time.sleep(5)  # longer than the controls stay after a touch: they stay while the error lasts
    assert problem.is_displayed()

    daemon.project.edit("Text(title.font(.title)", "Text(title).font(.title)")
    wait_until(lambda: not problem.is_displayed(), 30, "the message gone once the file parses")
