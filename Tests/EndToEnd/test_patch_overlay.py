"""A damage frame reaches the screen as its patches, laid over the image a tile shows, before the full image is
composed; the patches sit exactly where the frame changed (the old frame with them on top is the new frame, pixel
for pixel), and they go once the tile shows the full image."""
import base64
import io

from PIL import Image, ImageChops

from harness import GREETING, wait_until
from test_browser import all_tiles_loaded, browser, page_state  # noqa: F401 (fixture)

# Records every patch laid over a tile: its place (in percent of the tile) and pixels, and the full frame the tile's
# <img> showed at that moment.
WATCH_PATCHES_JS = """
window.__patches = [];
new MutationObserver((mutations) => {
  for (const mutation of mutations) {
    for (const node of mutation.addedNodes) {
      if (!(node instanceof HTMLImageElement) || !node.classList.contains('patch')) continue;
      const canvas = document.createElement('canvas');
      canvas.width = node.naturalWidth; canvas.height = node.naturalHeight;
      canvas.getContext('2d').drawImage(node, 0, 0);
      const tile = node.closest('.tile');
      window.__patches.push({key: tile.dataset.key, hash: node.dataset.hash, tileHash: tile.dataset.hash,
                             left: node.style.left, top: node.style.top, width: node.style.width,
                             png: canvas.toDataURL('image/png').split(',')[1]});
    }
  }
}).observe(document.getElementById('previews'), {childList: true, subtree: true});
"""


def frame_of(daemon, frame_hash):
    response = daemon.api(f"/api/v1/frames/by-hash/{frame_hash}")
    assert response.status == 200, f"frame {frame_hash}: HTTP {response.status}"
    return Image.open(io.BytesIO(response.body)).convert("RGB")


def test_patches_show_an_edit_before_the_full_image_and_sit_where_it_changed(daemon, browser):  # noqa: F811
    catalog = daemon.wait_for_frames()
    keys = {f"{p['id']}/{t['id']}" for p in catalog["previews"] for t in catalog["targets"]}
    browser.get(f"{daemon.base_url}/?token={daemon.token}")
    before = wait_until(lambda: all_tiles_loaded(browser, keys), 60, "every tile loaded")
    browser.execute_script(WATCH_PATCHES_JS)

    daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, patched")')
    edited = {f"{GREETING}/{t['id']}" for t in catalog["targets"]}
    wait_until(lambda: {p["key"] for p in browser.execute_script("return window.__patches")} >= edited, 60,
               "patches laid over every edited tile")
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

    # The full images follow, and the patches go.
    wait_until(lambda: all(browser.execute_script(
        "return document.querySelector(`.tile[data-key=\"${arguments[0]}\"]`).dataset.hash", key) ==
        page_state(browser)["frames"][key]["hash"] for key in edited), 60, "the full images in the tiles")
    wait_until(lambda: browser.execute_script("return document.querySelectorAll('.patch').length") == 0, 30,
               "the patches removed")
