"""Dashboard tiles draw frames at the size they are shown: a damage frame's patches are drawn into the tile's canvas
without any full image composed, and a tile out of sight draws nothing until it comes into sight, then the frame
composed from everything it missed. Pixels are compared with the daemon's own frames, scaled to the tile."""
import base64
import io

import pytest
from PIL import Image

from harness import GREETING, wait_until
from test_browser import (all_tiles_loaded, browser, make_driver, page_state, scaled_difference,  # noqa: F401
                          served_frame)

# A tile's canvas as PNG (base64), its size, and the frame drawn on it.
TILE_JS = """
const tile = document.querySelector(`.tile[data-key="${arguments[0]}"]`);
const canvas = tile.querySelector('canvas');
const r = canvas.getBoundingClientRect();
return {hash: tile.dataset.hash || null, width: canvas.width, height: canvas.height, cssWidth: r.width,
        top: r.top, png: canvas.width ? canvas.toDataURL('image/png').split(',')[1] : null};
"""


def frame_of(daemon, frame_hash):
    return served_frame(daemon, frame_hash)


def picture(tile):
    return Image.open(io.BytesIO(base64.b64decode(tile["png"])))


@pytest.mark.parametrize("decoder", ["ImageDecoder", "createImageBitmap"])
def test_a_tile_draws_damage_frames_at_its_size_without_a_full_image(daemon, browser, decoder):  # noqa: F811
    if decoder == "createImageBitmap":
        # A page that is not a secure context (a dashboard opened at a LAN address over HTTP) has no ImageDecoder.
        browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": "delete globalThis.ImageDecoder;"})
    catalog = daemon.wait_for_frames()
    keys = {f"{p['id']}/{t['id']}" for p in catalog["previews"] for t in catalog["targets"]}
    browser.get(f"{daemon.base_url}/?token={daemon.token}")
    assert browser.execute_script("return typeof ImageDecoder") == ("function" if decoder == "ImageDecoder" else
                                                                    "undefined")
    before = wait_until(lambda: all_tiles_loaded(browser, keys), 60, "every tile drawn")
    key = f"{GREETING}/{catalog['targets'][0]['id']}"
    old = browser.execute_script(TILE_JS, key)
    # The canvas has one pixel per device pixel of the tile, not the frame's full resolution.
    assert old["width"] == round(old["cssWidth"]) and old["width"] < before["frames"][key]["width"], old

    daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, drawn from patches")')

    def drawn():
        frame = page_state(browser)["frames"][key]
        tile = browser.execute_script(TILE_JS, key)
        return frame["hash"] != before["frames"][key]["hash"] and tile["hash"] == frame["hash"] and tile

    new = wait_until(drawn, 60, "the edit drawn in the tile")
    # Drawn from the damage frame's patches: no full image was composed for it.
    assert browser.execute_script("return window.previewdDamage") == {"composited": 0, "refused": 0}
    new_frame, old_frame = frame_of(daemon, new["hash"]), frame_of(daemon, old["hash"])
    shown = picture(new)
    assert shown.size == (old["width"], old["height"])
    assert scaled_difference(shown, new_frame) < 2, "the tile is not the new frame at its size"
    # And it is not the old one: the edit changed what is drawn.
    assert scaled_difference(picture(old), old_frame) < 2
    assert scaled_difference(shown, old_frame) > scaled_difference(shown, new_frame)
    assert shown.tobytes() != picture(old).tobytes()


def test_a_tile_out_of_sight_draws_its_newest_frame_when_scrolled_to(daemon, tmp_path):
    catalog = daemon.wait_for_frames()
    driver = make_driver(tmp_path)
    try:
        # A narrow, short window and the largest tiles: one tile per row, the second far below the first.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": 600, "height": 300, "deviceScaleFactor": 1, "mobile": False})
        driver.get(f"{daemon.base_url}/?token={daemon.token}")
        driver.execute_script("localStorage.setItem('previewd.zoom', '480')")
        driver.refresh()
        first, second = (f"{GREETING}/{target['id']}" for target in catalog["targets"][:2])
        wait_until(lambda: browser_tile(driver, first)["hash"], 60, "the first tile drawn")
        wait_until(lambda: browser_tile(driver, second)["top"] > 900, 30, "the second tile far below the window")
        driver.execute_script("window.scrollTo(0, 0)")
        old_hash = page_state(driver)["frames"][second]["hash"]

        daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, out of sight")')
        wait_until(lambda: page_state(driver)["frames"][second]["hash"] != old_hash, 60, "the edit received")
        new_hash = page_state(driver)["frames"][second]["hash"]
        wait_until(lambda: browser_tile(driver, first)["hash"] == page_state(driver)["frames"][first]["hash"], 30,
                   "the edit drawn in the tile in sight")
        # Out of sight, nothing is drawn: the tile keeps what it had (and composes nothing).
        assert browser_tile(driver, second)["hash"] != new_hash
        assert driver.execute_script("return window.previewdDamage")["composited"] == 0

        driver.execute_script(
            "document.querySelector(`.tile[data-key=\"${arguments[0]}\"]`).scrollIntoView()", second)
        tile = wait_until(lambda: (lambda t: t["hash"] == new_hash and t)(browser_tile(driver, second)), 30,
                          "the newest frame drawn once in sight")
        assert scaled_difference(picture(tile), frame_of(daemon, new_hash)) < 2
    finally:
        driver.quit()


def browser_tile(driver, key):
    return driver.execute_script(TILE_JS, key)


MARKS_JS = """
return performance.getEntriesByType('mark').filter(m => m.name.startsWith('previewd:'))
  .map(m => ({name: m.name, key: m.detail && m.detail.key, hash: m.detail && m.detail.hash}));
"""


def test_timing_marks_only_with_the_debug_flag(daemon, browser):  # noqa: F811
    catalog = daemon.wait_for_frames()
    keys = {f"{p['id']}/{t['id']}" for p in catalog["previews"] for t in catalog["targets"]}
    browser.get(f"{daemon.base_url}/?token={daemon.token}")
    wait_until(lambda: all_tiles_loaded(browser, keys), 60, "every tile drawn")
    assert browser.execute_script(MARKS_JS) == [], "marks without ?debug=timing"

    browser.get(f"{daemon.base_url}/?debug=timing")
    state = wait_until(lambda: all_tiles_loaded(browser, keys), 60, "every tile drawn with ?debug=timing")
    marks = browser.execute_script(MARKS_JS)
    # Each tile's frame: received, handed to the tile, decoded and drawn, named by key and hash.
    for key in keys:
        frame_hash = state["frames"][key]["hash"]
        named = [mark["name"] for mark in marks if mark["key"] == key and mark["hash"] == frame_hash]
        assert {"previewd:received", "previewd:shown", "previewd:decoded"} <= set(named), (key, named)
