"""A damage frame reaches the focused view (a frame at full resolution) as its patches, laid over the image it
shows, before the full image is composed; the patches sit exactly where the frame changed (the old frame with them
on top is the new frame, pixel for pixel), and they go once the view shows the full image."""
import base64
import io

import pytest
from PIL import Image, ImageChops

from harness import GREETING, wait_until
from test_browser import all_tiles_loaded, browser, page_state, served_frame  # noqa: F401 (fixture)

# Records every patch laid over the focused view: its place (in percent of the image) and pixels, and the full
# frame its <img> showed at that moment.
WATCH_PATCHES_JS = """
window.__patches = [];
new MutationObserver((mutations) => {
  for (const mutation of mutations) {
    for (const node of mutation.addedNodes) {
      if (!(node instanceof HTMLCanvasElement) || !node.classList.contains('patch')) continue;
      const canvas = node;
      const focus = document.getElementById('focus');
      window.__patches.push({key: focus.dataset.key, hash: node.dataset.hash, tileHash: focus.dataset.hash,
                             left: node.style.left, top: node.style.top, width: node.style.width,
                             png: canvas.toDataURL('image/png').split(',')[1]});
    }
  }
}).observe(document.getElementById('focus'), {childList: true, subtree: true});
"""


def frame_of(daemon, frame_hash):
    return served_frame(daemon, frame_hash).convert("RGB")


@pytest.mark.parametrize("decoder", ["ImageDecoder", "createImageBitmap"])
def test_patches_show_an_edit_before_the_full_image_and_sit_where_it_changed(daemon, browser, decoder):  # noqa: F811
    if decoder == "createImageBitmap":
        # A page that is not a secure context (a phone at a LAN address over HTTP) has no ImageDecoder.
        browser.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": "delete globalThis.ImageDecoder;"})
    catalog = daemon.wait_for_frames()
    keys = {f"{p['id']}/{t['id']}" for p in catalog["previews"] for t in catalog["targets"]}
    focused = f"{GREETING}/{catalog['targets'][0]['id']}"
    browser.get(f"{daemon.base_url}/?token={daemon.token}#focus={focused}")
    before = wait_until(lambda: all_tiles_loaded(browser, keys), 60, "every tile loaded")
    wait_until(lambda: browser.execute_script("return document.getElementById('focus').dataset.hash") ==
               before["frames"][focused]["hash"], 30, "the focused view showing its frame")
    browser.execute_script(WATCH_PATCHES_JS)

    daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, patched")')
    edited = {focused}
    wait_until(lambda: {p["key"] for p in browser.execute_script("return window.__patches")} >= edited, 60,
               "patches laid over the focused view")
    patches = browser.execute_script("return window.__patches")

    for key in edited:
        laid = [patch for patch in patches if patch["key"] == key]
        new_hash = laid[0]["hash"]
        # Laid over the old image: the tile had not been given the new frame yet.
        assert all(patch["tileHash"] == before["frames"][key]["hash"] for patch in laid), laid
        # The old frame with the patches drawn at their places is the new frame.
        composed = frame_of(daemon, before["frames"][key]["hash"])
        for patch in laid:
            image = Image.open(io.BytesIO(base64.b64decode(patch["png"]))).convert("RGB")
            x = round(float(patch["left"].rstrip("%")) / 100 * composed.width)
            y = round(float(patch["top"].rstrip("%")) / 100 * composed.height)
            assert round(float(patch["width"].rstrip("%")) / 100 * composed.width) == image.width, patch
            composed.paste(image, (x, y))
        assert ImageChops.difference(composed, frame_of(daemon, new_hash)).getbbox() is None, \
            f"{key}: the old frame with the patches on top is not the new frame"

    # The full image follows, and the patches go.
    wait_until(lambda: browser.execute_script("return document.getElementById('focus').dataset.hash") ==
               page_state(browser)["frames"][focused]["hash"], 60, "the full image in the focused view")
    wait_until(lambda: browser.execute_script("return document.querySelectorAll('.patch').length") == 0, 30,
               "the patches removed")
