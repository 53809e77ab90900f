"""The dashboard in a real headless Chromium: previews grouped by file, the file saved last first, pins that stay
on screen while other files are edited and survive a daemon restart, and deep links."""
import base64
import io

from PIL import Image
from selenium.webdriver.common.by import By

from harness import GREETING, SECOND, UNSUPPORTED_MODIFIER, wait_until
from test_browser import browser, page_state, scaled_difference  # noqa: F401 (fixture)

OTHER_VIEW = """\
import SwiftUI

struct OtherView: View {
    var body: some View {
        Text("Other file").padding()
    }
}

#Preview("Other") {
    OtherView()
}
"""
OTHER = "OtherView.other"

# The picture of one tile (its canvas, at the size the tile shows it) as PNG (base64), and the frame drawn on it.
TILE_PNG_JS = """
const tile = document.querySelector(`.tile[data-key="${arguments[0]}"]`);
const canvas = tile?.querySelector('canvas');
if (!canvas || canvas.width === 0) return null;
return {hash: tile.dataset.hash, png: canvas.toDataURL('image/png').split(',')[1]};
"""

DOM_ORDER_JS = """
return Array.from(document.querySelectorAll('#previews .preview-group'), group => group.dataset.preview);
"""


def dom_order(driver):
    return driver.execute_script(DOM_ORDER_JS)


def section_titles(driver):
    return [element.text for element in driver.find_elements(By.CSS_SELECTOR, "#previews .file-divider")]


def tile_shows_the_daemon_frame(driver, daemon, preview, target):
    """The tile has the daemon's current frame drawn, and its pixels are that frame at the tile's size."""
    data = driver.execute_script(TILE_PNG_JS, f"{preview}/{target}")
    frame = daemon.frame(preview, target)
    if not data or not frame or data["hash"] != frame.headers.get("etag", "").strip('"'):
        return False
    shown = Image.open(io.BytesIO(base64.b64decode(data["png"])))
    return scaled_difference(shown, Image.open(io.BytesIO(frame.body))) < 3


def test_pins_stay_while_another_file_is_edited_and_survive_a_restart(project, daemon_factory, browser):  # noqa: F811
    other = project.root / "OtherView.swift"
    other.write_text(OTHER_VIEW)
    daemon = daemon_factory()
    catalog = daemon.wait_for_frames()
    assert {p["id"] for p in catalog["previews"]} == {GREETING, SECOND, OTHER}
    target = catalog["targets"][0]["id"]

    browser.get(f"{daemon.base_url}/?token={daemon.token}")
    wait_until(lambda: set(dom_order(browser)) == {GREETING, SECOND, OTHER}, 60, "a group for every preview")
    # Nothing saved yet: files in catalog order, each under its divider.
    assert set(section_titles(browser)) == {"ContentView.swift", "OtherView.swift"}

    browser.find_element(By.CSS_SELECTOR, f'.preview-group[data-preview="{GREETING}"] button.pin').click()
    wait_until(lambda: page_state(browser)["pins"] == [GREETING], 15, "the pin acknowledged by the daemon")

    # Saving the other file makes it the current file: it comes first, the pinned preview stays right after it.
    other.write_text(OTHER_VIEW.replace("Other file", "Other file, edited"))
    wait_until(lambda: dom_order(browser) == [OTHER, GREETING, SECOND], 60, "current file first, then the pin")
    assert section_titles(browser) == ["OtherView.swift · current file", "Pinned", "ContentView.swift"]
    assert page_state(browser)["catalog"]["currentFile"] == "OtherView.swift"
    wait_until(lambda: tile_shows_the_daemon_frame(browser, daemon, OTHER, target), 60, "the edited frame in the tile")
    assert tile_shows_the_daemon_frame(browser, daemon, GREETING, target), "the pinned tile lost its frame"
    pinned = browser.find_element(By.CSS_SELECTOR, f'.preview-group[data-preview="{GREETING}"]')
    assert pinned.is_displayed() and "pinned" in pinned.get_attribute("class")

    # The pin outlives the daemon; the page comes back with it.
    daemon.restart()
    wait_until(lambda: page_state(browser)["status"] == "live" and page_state(browser)["pins"] == [GREETING], 60,
               "live again with the pin")
    assert "pinned" in browser.find_element(
        By.CSS_SELECTOR, f'.preview-group[data-preview="{GREETING}"]').get_attribute("class")

    # Unpinning puts it back with its file.
    browser.find_element(By.CSS_SELECTOR, f'.preview-group[data-preview="{GREETING}"] button.pin').click()
    wait_until(lambda: page_state(browser)["pins"] == [], 15, "the unpin acknowledged")
    assert "Pinned" not in section_titles(browser)


def test_a_deep_link_opens_the_same_selection(daemon, browser):  # noqa: F811
    daemon.wait_for_frames()
    browser.get(f"{daemon.base_url}/?token={daemon.token}")
    button = wait_until(
        lambda: browser.find_element(By.CSS_SELECTOR, f'.preview-group[data-preview="{SECOND}"] button.mirror'),
        60, "the mirror button")
    wait_until(lambda: page_state(browser)["status"] == "live", 30, "live")
    button.click()
    assert f"selected={SECOND}" in browser.current_url
    link = browser.current_url
    browser.get("about:blank")
    browser.get(link)
    wait_until(lambda: "selected" in (browser.find_element(
        By.CSS_SELECTOR, f'.preview-group[data-preview="{SECOND}"]').get_attribute("class") or ""),
        60, "the linked preview marked selected")
    assert page_state(browser)["selected"] == SECOND


def dark_fraction(driver, element):
    """The share of near-black pixels where `element` is on screen (scrolled into view, from a screenshot)."""
    # Below the sticky bar, which would cover the top of the element.
    driver.execute_script("arguments[0].scrollIntoView({block: 'end'})", element)
    rect = driver.execute_script(
        "const r = arguments[0].getBoundingClientRect(); "
        "return [r.left, r.top, r.right, Math.min(r.bottom, innerHeight)]",
        element)
    ratio = driver.execute_script("return devicePixelRatio")
    shot = Image.open(io.BytesIO(driver.get_screenshot_as_png())).convert("L")
    image = shot.crop(tuple(round(value * ratio) for value in rect))
    histogram = image.histogram()
    return sum(histogram[:40]) / (image.width * image.height)


def test_diagnostics_sit_on_their_preview_and_targets_can_be_toggled(daemon, browser):  # noqa: F811
    catalog = daemon.wait_for_frames()
    dark = next(t for t in catalog["targets"] if t["colorScheme"] == "dark")
    browser.get(f"{daemon.base_url}/?token={daemon.token}")
    wait_until(lambda: set(dom_order(browser)) == {GREETING, SECOND}, 60, "both previews")

    daemon.project.edit('Text("Body")', f'Text("Body").{UNSUPPORTED_MODIFIER}(radius: 3)')

    def listed_on_greeting():
        return browser.execute_script(
            f"""return Array.from(
                   document.querySelectorAll('.preview-group[data-preview="{GREETING}"] .preview-diagnostics li'),
                   li => li.textContent)""")

    items = wait_until(lambda: [i for i in listed_on_greeting() if UNSUPPORTED_MODIFIER in i], 60,
                       "the diagnostic under its preview")
    assert items[0].startswith("ContentView.swift:"), items
    # The status line saw the render start and end.
    wait_until(lambda: page_state(browser)["activity"] == "idle", 30, "idle after the render")
    changes = page_state(browser)["activityChanges"]
    assert "rendering" in changes and changes[-1] == "idle", changes
    assert browser.find_element(By.ID, "activity").text == "idle"

    # Hiding the dark target hides its tiles: the group's pixels are no longer mostly black.
    tiles = browser.find_element(By.CSS_SELECTOR, f'.preview-group[data-preview="{GREETING}"] .tiles')
    assert dark_fraction(browser, tiles) > 0.08, "the dark tile should be on screen first"
    browser.execute_script("scrollTo(0, 0)")
    browser.find_element(By.CSS_SELECTOR, f'#target-toggles input[value="{dark["id"]}"]').click()
    assert f"hide={dark['id']}" in browser.current_url
    assert not browser.find_element(By.CSS_SELECTOR, f'.tile[data-key="{GREETING}/{dark["id"]}"]').is_displayed()
    assert dark_fraction(browser, tiles) < 0.03

    # A link with the toggles opens the same view.
    link = browser.current_url
    browser.get("about:blank")
    browser.get(link)
    wait_until(lambda: set(dom_order(browser)) == {GREETING, SECOND}, 60, "both previews after reloading the link")
    wait_until(lambda: browser.find_elements(By.CSS_SELECTOR, f'.tile[data-key="{GREETING}/{dark["id"]}"]'), 30,
               "the dark tile element")
    assert not browser.find_element(By.CSS_SELECTOR, f'.tile[data-key="{GREETING}/{dark["id"]}"]').is_displayed()
    assert not browser.find_element(By.CSS_SELECTOR, f'#target-toggles input[value="{dark["id"]}"]').is_selected()


VARIANT_INK_JS = """
return Array.from(document.querySelectorAll('#variant-tiles .tile'), tile => {
  const image = tile.querySelector('img');
  if (!image.complete || image.naturalWidth === 0) return null;
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth; canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let ink = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] < 128) ink++;
  return { target: tile.dataset.target, caption: tile.querySelector('figcaption').textContent, ink };
});
"""


def test_variants_show_one_preview_on_every_dynamic_type_size(daemon, browser):  # noqa: F811
    daemon.wait_for_frames()
    browser.get(f"{daemon.base_url}/?token={daemon.token}&variants={GREETING}&axis=dynamicTypeSize")

    def all_drawn():
        tiles = browser.execute_script(VARIANT_INK_JS)
        return len(tiles) == 12 and all(tiles) and tiles

    tiles = wait_until(all_drawn, 90, "twelve Dynamic Type variants drawn")
    assert tiles[0]["target"] == "iphone-15-pro-light-xsmall" and tiles[0]["caption"].endswith("xSmall")
    assert tiles[-1]["target"] == "iphone-15-pro-light-accessibility5"
    # Bigger text, more ink: the largest accessibility size draws far more than the smallest size.
    assert tiles[-1]["ink"] > 3 * tiles[0]["ink"] > 0, [(t["target"], t["ink"]) for t in tiles]
    assert not browser.find_element(By.ID, "previews").is_displayed()

    # The colour-scheme axis: two tiles, one light and one dark.
    browser.get(f"{daemon.base_url}/?token={daemon.token}&variants={GREETING}&axis=colorScheme")
    tiles = wait_until(lambda: (lambda t: len(t) == 2 and all(t) and t)(browser.execute_script(VARIANT_INK_JS)),
                       60, "two colour-scheme variants")
    assert [t["target"] for t in tiles] == ["iphone-15-pro-light", "iphone-15-pro-dark"]
    assert tiles[1]["ink"] > 10 * tiles[0]["ink"], "the dark variant is not dark"
