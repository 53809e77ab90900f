"""The web client in a real headless Chromium: live frames, edits, reconnecting, and the phone view."""
import io
import os
import signal

import pytest
from PIL import Image, ImageChops, ImageStat
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

from harness import GREETING, UNSUPPORTED_MODIFIER, wait_until

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
IPHONE_UA = ("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 "
             "(KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1")

# Digest of what an <img> or a <canvas> shows, drawn to a canvas (blob: images and bitmaps decoded from blobs are
# same-origin, so this is allowed).
IMAGE_DIGEST_JS = """
const image = arguments[0];
const isCanvas = image instanceof HTMLCanvasElement;
if (!image || (isCanvas ? image.width === 0 : !image.complete || image.naturalWidth === 0)) return null;
const canvas = document.createElement('canvas');
canvas.width = isCanvas ? image.width : image.naturalWidth;
canvas.height = isCanvas ? image.height : image.naturalHeight;
const context = canvas.getContext('2d');
context.drawImage(image, 0, 0);
const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
let h1 = 0x811c9dc5, h2 = 0;
for (let i = 0; i < data.length; i++) {
  h1 = Math.imul(h1 ^ data[i], 16777619) >>> 0;
  h2 = (h2 + data[i] * (i % 251 + 1)) >>> 0;
}
return canvas.width + 'x' + canvas.height + ':' + h1.toString(16) + ':' + h2.toString(16);
"""

# Each tile's canvas: the frame drawn on it (data-hash) and its size, and whether it is marked not live.
TILE_IMAGES_JS = """
return Array.from(document.querySelectorAll('.tile')).map(tile => {
  const canvas = tile.querySelector('canvas');
  const label = tile.querySelector('.not-live-label');
  return { key: tile.dataset.key, hash: tile.dataset.hash || '', width: canvas.width, height: canvas.height,
           filter: getComputedStyle(canvas).filter,
           labelShown: !!label && getComputedStyle(label).display !== 'none' };
});
"""


def chromium_options(profile):
    """Headless Chromium as every browser test starts it, with `profile` (made here) as its own profile folder."""
    os.environ.setdefault("SE_AVOID_STATS", "true")
    os.environ.setdefault("SE_OFFLINE", "true")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile.mkdir()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--no-first-run",
                     "--disable-extensions", f"--user-data-dir={profile}"):
        options.add_argument(argument)
    return options


def make_driver(tmp_path, mobile=False):
    options = chromium_options(tmp_path / ("chromium-mobile" if mobile else "chromium"))
    options.add_argument("--window-size=1280,900")
    if mobile:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 3.0, "touch": True},
            "userAgent": IPHONE_UA,
        })
    service = Service(CHROMEDRIVER, log_path=str(tmp_path / "chromedriver.log"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_script_timeout(30)
    return driver


@pytest.fixture
def browser(tmp_path):
    driver = make_driver(tmp_path)
    yield driver
    driver.quit()


@pytest.fixture
def phone(tmp_path):
    driver = make_driver(tmp_path, mobile=True)
    yield driver
    driver.quit()


def page_state(driver):
    return driver.execute_script("return window.previewd ? JSON.parse(JSON.stringify(window.previewd)) : null")


def tile_image(driver, key):
    return driver.execute_script(
        "return document.querySelector(`.tile[data-key=\"${arguments[0]}\"] canvas`)", key)


def all_tiles_loaded(driver, keys):
    state = page_state(driver)
    if not state or state["status"] != "live" or not keys <= set(state["frames"]):
        return None
    tiles = {tile["key"]: tile for tile in driver.execute_script(TILE_IMAGES_JS)}
    if not all(key in tiles and tiles[key]["hash"] and tiles[key]["width"] > 0 for key in keys):
        return None
    return state


def device_frame_shown(driver):
    """The device view's state once it is live and its frame image is loaded and visible, else None."""
    state = page_state(driver)
    if not state or state["status"] != "live" or not state.get("shown"):
        return None
    loaded = driver.execute_script(
        "const i = document.getElementById('frame'); return i.complete && i.naturalWidth > 0 && !i.hidden")
    return loaded and state


def served_frame(daemon, frame_hash):
    """The daemon's full frame of `frame_hash` as an image. A damage frame can reach pages while its full image is
    still being encoded (published early); the full frame is served once that is done."""
    response = wait_until(
        lambda: (lambda answer: answer.status == 200 and answer)(daemon.api(f"/api/v1/frames/by-hash/{frame_hash}")),
        30, f"frame {frame_hash} served")
    return Image.open(io.BytesIO(response.body))


def scaled_difference(shown, frame):
    """Mean difference per channel (0-255) between a tile's picture and a full frame scaled to its size, both
    averaged over 4×4 blocks first: the browser's and Pillow's downscaling differ in detail, not in content."""
    expected = frame.convert("RGB").resize(shown.size, Image.LANCZOS)
    coarse = (max(1, shown.width // 4), max(1, shown.height // 4))
    shown, expected = shown.convert("RGB").resize(coarse, Image.BOX), expected.resize(coarse, Image.BOX)
    return max(ImageStat.Stat(ImageChops.difference(shown, expected)).mean)


def browser_log(driver):
    try:
        return "\n".join(f"{entry['level']} {entry['message']}" for entry in driver.get_log("browser"))
    except Exception:
        return "(no browser log)"


def test_dashboard_streams_edits_and_survives_a_restart(daemon, browser):
    catalog = daemon.wait_for_frames()
    keys = {f"{p['id']}/{t['id']}" for p in catalog["previews"] for t in catalog["targets"]}
    assert len(keys) == 4

    browser.get(f"{daemon.base_url}/?token={daemon.token}")
    state = wait_until(lambda: all_tiles_loaded(browser, keys), 60, "all four tiles live and loaded")
    assert state["framesReceived"] >= 4
    assert {p["id"] for p in state["catalog"]["previews"]} == {p["id"] for p in catalog["previews"]}
    captions = browser.execute_script(
        "return Array.from(document.querySelectorAll('.tile figcaption'), c => c.textContent)")
    target_name = catalog["targets"][0]["name"]
    assert f"Greeting · {target_name}" in captions, captions
    # The token leaves the address bar (so it is not copied with the URL) and is kept for this origin's reloads.
    assert daemon.token not in browser.current_url
    assert browser.execute_script("return localStorage.getItem('previewd.token')") == daemon.token

    # An edit reaches the page: new hash, new image, different pixels.
    target = catalog["targets"][0]["id"]
    key = f"{GREETING}/{target}"
    old_hash = state["frames"][key]["hash"]
    old_drawn = browser.execute_script("return arguments[0].closest('.tile').dataset.hash", tile_image(browser, key))
    old_digest = browser.execute_script(IMAGE_DIGEST_JS, tile_image(browser, key))
    assert old_digest
    daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, edited")')

    def edited():
        current = page_state(browser)
        if current["frames"][key]["hash"] == old_hash:
            return None
        image = tile_image(browser, key)
        digest = browser.execute_script(IMAGE_DIGEST_JS, image)
        drawn = browser.execute_script("return arguments[0].closest('.tile').dataset.hash", image)
        return digest and digest != old_digest and (current, drawn, digest)

    current, new_drawn, _ = wait_until(edited, 60, "the edited frame on the page")
    assert new_drawn != old_drawn
    assert current["frames"][key]["generation"] > state["frames"][key]["generation"]
    # Every target of the edited preview has its new frame on the page before the daemon goes away (a damage
    # frame is composited asynchronously, so one received just before the stop may still land just after it).
    edited_keys = {f"{GREETING}/{t['id']}" for t in catalog["targets"]}
    wait_until(lambda: all(page_state(browser)["frames"][k]["hash"] != state["frames"][k]["hash"] for k in edited_keys),
               60, "the edited frames of every target on the page")

    # The daemon goes away: the page says so and keeps the last images, marked not live.
    shown = {tile["key"]: (tile["hash"], browser.execute_script(IMAGE_DIGEST_JS, tile_image(browser, tile["key"])))
             for tile in browser.execute_script(TILE_IMAGES_JS)}
    assert daemon.stop() == 0
    wait_until(lambda: page_state(browser)["status"] == "reconnecting", 15, "status 'reconnecting'")
    assert browser.execute_script("return document.getElementById('status').textContent") == "reconnecting"
    tiles = browser.execute_script(TILE_IMAGES_JS)
    assert {tile["key"] for tile in tiles} >= keys
    for tile in tiles:
        assert tile["hash"] and tile["width"] > 0, tile
        digest = browser.execute_script(IMAGE_DIGEST_JS, tile_image(browser, tile["key"]))
        assert (tile["hash"], digest) == shown[tile["key"]], "a tile changed its image while disconnected"
        assert "grayscale" in tile["filter"] and tile["labelShown"], f"tile not marked not-live: {tile}"

    # Back on the same port: the page reconnects by itself and is live with frames again.
    frames_before = page_state(browser)["framesReceived"]
    daemon.restart()
    wait_until(lambda: all_tiles_loaded(browser, keys), 60, "the page to be live again")
    wait_until(lambda: page_state(browser)["framesReceived"] >= frames_before + 4, 60, "frames after reconnecting")
    for tile in browser.execute_script(TILE_IMAGES_JS):
        assert "grayscale" not in tile["filter"] and not tile["labelShown"], tile
    assert page_state(browser)["frames"][key]["hash"] == current["frames"][key]["hash"]


def test_dashboard_lists_diagnostics(daemon, browser):
    daemon.wait_for_frames()
    browser.get(f"{daemon.base_url}/?token={daemon.token}")
    wait_until(lambda: page_state(browser) and page_state(browser)["status"] == "live", 60, "live")
    daemon.project.edit('Text("Body")', f'Text("Body").{UNSUPPORTED_MODIFIER}(radius: 3)')

    def listed():
        items = browser.execute_script(
            "return Array.from(document.querySelectorAll('#diagnostics li'), li => li.textContent)")
        return [item for item in items if UNSUPPORTED_MODIFIER in item]

    items = wait_until(listed, 60, f"the '{UNSUPPORTED_MODIFIER}' diagnostic in the list")
    assert items[0].startswith("ContentView.swift:"), items


def test_device_view_fits_a_named_target_to_the_phone(daemon, phone):
    catalog = daemon.wait_for_frames()
    light = next(t for t in catalog["targets"] if t["colorScheme"] == "light")
    phone.get(f"{daemon.base_url}/device?token={daemon.token}&preview={GREETING}&target={light['id']}")

    state = wait_until(lambda: device_frame_shown(phone), 60, "a frame on the device view")
    assert state["shown"]["preview"] == GREETING
    assert state["shown"]["target"] == light["id"], "the target the link names"
    assert set(state["frames"]) == {f"{GREETING}/{light['id']}"}, "subscribed to more"

    metrics = phone.execute_script("""
        const r = document.getElementById('frame').getBoundingClientRect();
        const i = document.getElementById('frame');
        return { innerWidth, innerHeight, dpr: devicePixelRatio, left: r.left, top: r.top, width: r.width,
                 height: r.height, naturalWidth: i.naturalWidth, naturalHeight: i.naturalHeight };
    """)
    assert (metrics["innerWidth"], metrics["innerHeight"], metrics["dpr"]) == (390, 844, 3), metrics
    assert metrics["left"] >= -0.5 and metrics["top"] >= -0.5
    assert metrics["left"] + metrics["width"] <= 390.5 and metrics["top"] + metrics["height"] <= 844.5, metrics
    assert abs(metrics["width"] - 390) <= 1 or abs(metrics["height"] - 844) <= 1, f"not fitted: {metrics}"
    aspect = metrics["naturalWidth"] / metrics["naturalHeight"]
    assert abs(metrics["width"] / metrics["height"] - aspect) < 0.01, metrics

    # Without a named target the phone gets one made for its screen (headless Chromium prefers light), and
    # switching the phone to dark asks for the dark one.
    phone.get(f"{daemon.base_url}/device?token={daemon.token}&preview={GREETING}")
    wait_until(lambda: (page_state(phone).get("shown") or {}).get("target") == "viewport-390x844@3-light", 30,
               "the light target made for this screen")
    phone.execute_cdp_cmd(
        "Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    wait_until(lambda: page_state(phone)["shown"]["target"] == "viewport-390x844@3-dark", 15,
               "the dark target after switching")


def test_dashboard_notices_a_hung_daemon(daemon, browser):
    """A stopped (SIGSTOP) daemon sends no close; the page's silence limit (12 s) must notice it anyway."""
    daemon.wait_for_frames()
    browser.get(f"{daemon.base_url}/?token={daemon.token}")
    wait_until(lambda: page_state(browser) and page_state(browser)["status"] == "live", 60, "live")
    os.kill(daemon.process.pid, signal.SIGSTOP)
    try:
        wait_until(lambda: page_state(browser)["status"] == "reconnecting", 30, "'reconnecting' while hung")
    finally:
        os.kill(daemon.process.pid, signal.SIGCONT)
    wait_until(lambda: page_state(browser)["status"] == "live", 30, "live again after SIGCONT")


# Digest of the frame served at a URL, computed the same way as IMAGE_DIGEST_JS (async: arguments[1] is the callback).
URL_DIGEST_JS = """
const done = arguments[arguments.length - 1];
const image = new Image();
image.onload = () => done(window.__digest(image));
image.onerror = () => done('error');
image.src = arguments[0];
"""


def test_the_focused_view_composes_damage_frames_to_the_full_frame(daemon, browser):
    catalog = daemon.wait_for_frames()
    keys = {f"{p['id']}/{t['id']}" for p in catalog["previews"] for t in catalog["targets"]}
    focused = f"{GREETING}/{catalog['targets'][0]['id']}"
    browser.get(f"{daemon.base_url}/?token={daemon.token}#focus={focused}")
    state = wait_until(lambda: all_tiles_loaded(browser, keys), 60, "all four tiles live and loaded")
    assert browser.execute_script("return window.previewdDamage") == {"composited": 0, "refused": 0}

    daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, edited")')
    edited_keys = {f"{GREETING}/{t['id']}" for t in catalog["targets"]}

    def composited():
        current = page_state(browser)
        counts = browser.execute_script("return window.previewdDamage")
        changed = all(current["frames"][key]["hash"] != state["frames"][key]["hash"] for key in edited_keys)
        return changed and counts["composited"] >= 1 and current

    current = wait_until(composited, 60, f"the focused tile's damage frames composited\n{browser_log(browser)}")
    assert browser.execute_script("return window.previewdDamage")["refused"] == 0
    digest = IMAGE_DIGEST_JS.replace('arguments[0]', 'element')
    browser.execute_script(f"window.__digest = (element) => {{ {digest} }};")
    frame_hash = current["frames"][focused]["hash"]
    focus_image = browser.find_element("id", "focus-image")
    expected = browser.execute_async_script(URL_DIGEST_JS, f"/api/v1/frames/by-hash/{frame_hash}?token={daemon.token}")
    assert expected not in (None, "error")
    # The focused view shows the composed image, pixel for pixel the daemon's full frame.
    wait_until(lambda: browser.execute_script("return document.getElementById('focus').dataset.hash") == frame_hash and
               browser.execute_script(IMAGE_DIGEST_JS, focus_image) == expected, 30,
               f"the composed frame {frame_hash} in the focused view")
