"""The dashboard uses the window: a project's previews fill a 1400×1000 window in a grid, the zoom control sizes the
tiles (and is remembered), and a click shows one preview at its natural resolution until Escape or the close
button; the URL keeps it across a reload, and it follows edits. Checked on the bundled PhotoCollage example (31
previews) in headless Chromium, from screenshots compared with the daemon's own frames."""
import base64
import io
import os
import shutil
from pathlib import Path
from types import SimpleNamespace

import pytest
from PIL import Image, ImageChops, ImageStat
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from harness import GREETING, REPO, launch, wait_until
from test_browser import browser, make_driver, page_state  # noqa: F401 (fixture)

WINDOW = (1400, 1000)
# The tiles' corner radius in CSS px (style.css, .tile-image).
CORNER = 12

# Each preview group's box and whether every one of its tiles has a frame drawn.
GROUPS_JS = """
return Array.from(document.querySelectorAll('#previews .preview-group'), group => {
  const r = group.getBoundingClientRect();
  const tiles = Array.from(group.querySelectorAll('.tile:not([hidden])'));
  return {preview: group.dataset.preview, top: r.top, bottom: r.bottom, left: r.left, right: r.right,
          loaded: tiles.length > 0 && tiles.every(tile => tile.dataset.hash && tile.querySelector('canvas').width > 0)};
});
"""

# A tile's image box in CSS px and the frame it shows.
TILE_JS = """
const tile = document.querySelector(`.tile[data-key="${arguments[0]}"]`);
const r = tile.querySelector('canvas').getBoundingClientRect();
return {left: r.left, top: r.top, width: r.width, height: r.height, hash: tile.dataset.hash};
"""


@pytest.fixture
def collage(tmp_path):
    root = tmp_path / "PhotoCollage"
    shutil.copytree(REPO / "Examples" / "PhotoCollage", root)
    return SimpleNamespace(root=root)


@pytest.fixture
def dashboard_daemon(request, collage, tmp_path):
    started = []
    request.node.previewd_daemons = started
    daemon = launch(collage, tmp_path / "state", started)
    yield daemon
    for each in started:
        each.stop()


@pytest.fixture
def desktop(tmp_path):
    driver = make_driver(tmp_path)
    # The page's viewport exactly, whatever window decorations headless Chromium adds.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": WINDOW[0], "height": WINDOW[1], "deviceScaleFactor": 1, "mobile": False})
    yield driver
    driver.quit()


def screenshot(driver, name, tmp_path):
    """The page as a PIL image; kept as a PNG (in $PREVIEWD_SCREENSHOTS when set, for a person to look at)."""
    data = driver.get_screenshot_as_png()
    folder = Path(os.environ.get("PREVIEWD_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{name}.png").write_bytes(data)
    return Image.open(io.BytesIO(data)).convert("RGB")


def frame_of(daemon, frame_hash):
    response = daemon.api(f"/api/v1/frames/by-hash/{frame_hash}")
    assert response.status == 200, f"frame {frame_hash}: HTTP {response.status}"
    return Image.open(io.BytesIO(response.body)).convert("RGB")


def tile_difference(driver, daemon, shot, key):
    """Mean difference per channel between a tile on the screenshot and its frame scaled to the tile's size, both
    averaged over 4×4 blocks first (the browser's and Pillow's downscaling differ in detail, not in content)."""
    box = driver.execute_script(TILE_JS, key)
    crop = shot.crop((round(box["left"]), round(box["top"]),
                      round(box["left"] + box["width"]), round(box["top"] + box["height"])))
    expected = frame_of(daemon, box["hash"]).resize(crop.size, Image.LANCZOS)
    # Not the rounded corners, where the page's background shows.
    inner = (CORNER, 0, crop.width - CORNER, crop.height)
    crop, expected = crop.crop(inner), expected.crop(inner)
    coarse = (max(1, crop.width // 4), max(1, crop.height // 4))
    crop, expected = crop.resize(coarse, Image.BOX), expected.resize(coarse, Image.BOX)
    return max(ImageStat.Stat(ImageChops.difference(crop, expected)).mean), box


def open_dashboard(driver, daemon, catalog):
    driver.get(f"{daemon.base_url}/?token={daemon.token}")
    previews = {preview["id"] for preview in catalog["previews"]}

    # Tiles far out of sight draw nothing until scrolled to; every preview has its group, those in the window their
    # frames.
    def all_loaded():
        groups = driver.execute_script(GROUPS_JS)
        in_window = [group for group in groups if group["top"] < WINDOW[1]]
        return {group["preview"] for group in groups} == previews and all(g["loaded"] for g in in_window) and groups

    return wait_until(all_loaded, 120, "every preview's group, with the tiles in the window loaded")


def fully_visible(groups):
    return [group for group in groups
            if group["loaded"] and group["top"] >= 0 and group["bottom"] <= WINDOW[1] and group["right"] <= WINDOW[0]]


def test_the_previews_fill_the_window_and_the_zoom_sizes_them(dashboard_daemon, desktop, tmp_path):
    daemon = dashboard_daemon
    catalog = daemon.wait_for_frames(timeout=180)
    assert len(catalog["previews"]) >= 20
    target = catalog["targets"][0]["id"]
    groups = open_dashboard(desktop, daemon, catalog)

    visible = fully_visible(groups)
    assert len(visible) >= 8, f"only {len(visible)} previews fit in {WINDOW}: {groups}"
    height = desktop.execute_script("return document.documentElement.scrollHeight")
    # Every tile of the visible previews shows its frame where the page put it: pixels, not only boxes.
    shot = screenshot(desktop, "dashboard-grid", tmp_path)
    for group in visible:
        difference, _ = tile_difference(desktop, daemon, shot, f"{group['preview']}/{target}")
        assert difference < 6, f"{group['preview']}: the tile on screen differs from its frame by {difference:.1f}"

    # Zooming in makes every tile wider; the frames are drawn at the new size, and a reload keeps it.
    key = f"{visible[0]['preview']}/{target}"
    before = desktop.execute_script(TILE_JS, key)
    desktop.execute_script("""
        const zoom = document.getElementById('zoom');
        zoom.value = 240;
        zoom.dispatchEvent(new Event('input', {bubbles: true}));""")
    wait_until(lambda: desktop.execute_script(TILE_JS, key)["width"] > 2 * before["width"], 10, "wider tiles")
    desktop.execute_script("document.querySelector(`.tile[data-key=\"${arguments[0]}\"]`).scrollIntoView()", key)
    shot = screenshot(desktop, "dashboard-zoomed", tmp_path)
    difference, after = tile_difference(desktop, daemon, shot, key)
    assert after["width"] == pytest.approx(240 - 2, abs=1), after  # inside the tile's 1 px border
    assert difference < 6, f"the zoomed tile differs from its frame by {difference:.1f}"
    assert desktop.execute_script("return document.documentElement.scrollHeight") > height

    desktop.refresh()
    wait_until(lambda: desktop.execute_script("return document.querySelector('.tile') !== null"), 60, "tiles")
    assert desktop.execute_script(TILE_JS, key)["width"] == pytest.approx(240 - 2, abs=1), "the zoom was not kept"
    assert page_state(desktop)["zoom"] == 240


def test_a_click_shows_one_preview_at_its_natural_resolution(dashboard_daemon, desktop, tmp_path):
    daemon = dashboard_daemon
    catalog = daemon.wait_for_frames(timeout=180)
    target = catalog["targets"][0]["id"]
    groups = open_dashboard(desktop, daemon, catalog)
    # The preview with the most detail in its top 900 rows, so the comparison below has something to tell apart.
    def detail(preview):
        frame = Image.open(io.BytesIO(daemon.frame(preview, target).body)).convert("L")
        return ImageStat.Stat(frame.crop((0, 0, frame.width, min(frame.height, 900)))).stddev[0]
    key = f"{max((group['preview'] for group in groups[:10]), key=detail)}/{target}"

    desktop.find_element(By.CSS_SELECTOR, f'.tile[data-key="{key}"] .tile-image').click()

    def focused_and_drawn():
        shown = desktop.execute_script("""
            const focus = document.getElementById('focus'), image = document.getElementById('focus-image');
            const r = image.getBoundingClientRect();
            return {hidden: focus.hidden, key: focus.dataset.key, complete: image.complete,
                    naturalWidth: image.naturalWidth, naturalHeight: image.naturalHeight,
                    left: r.left, top: r.top, width: r.width, height: r.height};""")
        return not shown["hidden"] and shown["complete"] and shown["naturalWidth"] > 0 and shown
    shown = wait_until(focused_and_drawn, 30, "the focused view with its image")
    assert shown["key"] == key
    # One image pixel on one screen pixel (the page's devicePixelRatio is 1).
    assert (shown["width"], shown["height"]) == (shown["naturalWidth"], shown["naturalHeight"]), shown
    assert f"focus={key}" in desktop.current_url.replace("%2F", "/")

    # What the screen shows is the frame itself, pixel for pixel, where it is on screen.
    frame = frame_of(daemon, page_state(desktop)["frames"][key]["hash"])
    assert frame.size == (shown["naturalWidth"], shown["naturalHeight"])
    shot = screenshot(desktop, "dashboard-focus", tmp_path)
    left, top = round(shown["left"]), round(shown["top"])
    visible = (max(0, -left), max(0, -top), min(frame.width, WINDOW[0] - left), min(frame.height, WINDOW[1] - top))
    on_screen = shot.crop((left + visible[0], top + visible[1], left + visible[2], top + visible[3]))
    difference = ImageStat.Stat(ImageChops.difference(on_screen, frame.crop(visible))).extrema
    assert max(high for _, high in difference) <= 2, f"the focused frame is not drawn one to one: {difference}"

    # A reload stays focused; Escape returns to the grid, and the URL forgets it.
    desktop.refresh()
    wait_until(focused_and_drawn, 60, "the focused view after a reload")
    desktop.find_element(By.TAG_NAME, "body").send_keys(Keys.ESCAPE)
    wait_until(lambda: desktop.execute_script("return document.getElementById('focus').hidden"), 10, "closed")
    assert "focus=" not in desktop.current_url
    assert page_state(desktop)["focused"] is None

    # The close button does the same.
    desktop.find_element(By.CSS_SELECTOR, f'.tile[data-key="{key}"] .tile-image').click()
    wait_until(focused_and_drawn, 30, "focused again")
    desktop.find_element(By.ID, "focus-close").click()
    assert desktop.execute_script("return document.getElementById('focus').hidden")


# The focused image read back through a canvas as PNG (base64), once it has loaded.
FOCUSED_PNG_JS = """
const image = document.getElementById('focus-image');
if (document.getElementById('focus').hidden || !image.complete || image.naturalWidth === 0) return null;
const canvas = document.createElement('canvas');
canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
canvas.getContext('2d').drawImage(image, 0, 0);
return canvas.toDataURL('image/png').split(',')[1];
"""


def test_the_focused_view_follows_an_edit(daemon, browser):  # noqa: F811
    catalog = daemon.wait_for_frames()
    key = f"{GREETING}/{catalog['targets'][0]['id']}"
    browser.get(f"{daemon.base_url}/?token={daemon.token}#focus={key}")
    wait_until(lambda: browser.execute_script(FOCUSED_PNG_JS), 60, "the focused view opened from the URL")
    old_hash = page_state(browser)["frames"][key]["hash"]

    daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, focused")')

    def shows_the_new_frame():
        frame = page_state(browser)["frames"][key]
        data = frame["hash"] != old_hash and browser.execute_script(FOCUSED_PNG_JS)
        if not data:
            return False
        shown = Image.open(io.BytesIO(base64.b64decode(data))).convert("RGB")
        return ImageChops.difference(shown, frame_of(daemon, frame["hash"])).getbbox() is None

    wait_until(shows_the_new_frame, 60, "the edited frame in the focused view")
