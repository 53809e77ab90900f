"""The device view's controls never cover the preview: while they show they sit in a bar below the frame, and once
they leave the frame has the whole screen at one pixel per pixel. Checked with element boxes, hit tests and pixels
in a phone-sized headless Chromium."""
import io

import pytest
from PIL import Image, ImageChops, ImageStat

from harness import GREETING, wait_until
from test_browser import page_state
from test_phone import PHONE, frame_image, make_device, open_device, reveal_controls, showing

CONTROLS = ("previous", "next", "follow", "target-picker", "interact", "status")

# The frame's box, each visible control's box, and what a finger would hit along the frame's bottom row.
LAYOUT_JS = """
const frame = document.getElementById('frame').getBoundingClientRect();
const controls = arguments[0].map((id) => {
  const box = document.getElementById(id).getBoundingClientRect();
  return {id, top: box.top, bottom: box.bottom, left: box.left, right: box.right,
          visible: box.width > 0 && box.height > 0};
});
const hits = [0.02, 0.25, 0.5, 0.75, 0.98].map((fraction) => {
  const element = document.elementFromPoint(frame.left + frame.width * fraction, frame.bottom - 1);
  return element ? element.id || element.tagName : null;
});
return {frame: {top: frame.top, bottom: frame.bottom, left: frame.left, right: frame.right},
        controls, hits, viewport: [innerWidth, innerHeight],
        hidden: document.body.classList.contains('controls-hidden')};
"""


@pytest.fixture
def phone(tmp_path):
    driver = make_device(tmp_path, "phone", PHONE)
    yield driver
    driver.quit()


def layout(driver):
    return driver.execute_script(LAYOUT_JS, list(CONTROLS))


def assert_nothing_covers_the_frame(driver):
    shown = layout(driver)
    frame = shown["frame"]
    assert 0 <= frame["top"] and frame["bottom"] <= shown["viewport"][1] + 0.5, shown
    for control in shown["controls"]:
        if control["visible"]:
            assert control["top"] >= frame["bottom"] - 0.5, f"{control['id']} covers the frame: {shown}"
    assert shown["hits"] == ["frame"] * 5, f"the frame's bottom row is covered: {shown}"
    return shown


def test_the_controls_sit_below_the_frame_and_leave_it_the_whole_screen(daemon, phone):
    daemon.wait_for_frames()
    open_device(phone, daemon)
    wait_until(lambda: showing(phone, GREETING, PHONE), 60, "the phone showing the preview")

    # Summoned by a touch: a bar below the frame, every control in it.
    reveal_controls(phone)
    shown = assert_nothing_covers_the_frame(phone)
    assert not shown["hidden"] and all(control["visible"] for control in shown["controls"]), shown
    assert shown["frame"]["bottom"] < PHONE["height"] - 40, "no room was made for the controls"

    # Left alone, they go: the frame fills the screen one to one, its bottom rows on screen as rendered.
    wait_until(lambda: layout(phone)["hidden"], 15, "the controls leaving after a while without a touch")
    shown = assert_nothing_covers_the_frame(phone)
    assert shown["frame"] == {"top": 0, "bottom": PHONE["height"], "left": 0, "right": PHONE["width"]}, shown
    expected = frame_image(daemon, GREETING, PHONE)
    screenshot = Image.open(io.BytesIO(phone.get_screenshot_as_png())).convert("RGB")
    bottom = (0, expected.height - 150 * PHONE["scale"], expected.width, expected.height)
    difference = ImageStat.Stat(ImageChops.difference(screenshot.crop(bottom), expected.crop(bottom))).mean
    assert max(difference) < 1.0, f"the bottom of the screen differs from the frame's by {difference}"

    # Not live: the status shows in the bar, still below the frame.
    daemon.stop()
    wait_until(lambda: page_state(phone)["status"] != "live", 30, "the phone noticing the daemon went away")
    wait_until(lambda: not layout(phone)["hidden"], 10, "the controls back, with the status")
    assert_nothing_covers_the_frame(phone)
    assert phone.find_element("id", "status").is_displayed()


SCREENS = {
    "390 portrait": {"width": 390, "height": 844, "scale": 3, "scheme": "dark"},
    "390 landscape": {"width": 844, "height": 390, "scale": 3, "scheme": "dark"},
    "430 portrait": {"width": 430, "height": 932, "scale": 3, "scheme": "light"},
    "430 landscape": {"width": 932, "height": 430, "scale": 3, "scheme": "light"},
}


def assert_every_control_whole_on_screen(shown, where):
    """Each visible control lies inside the viewport and over no other: none is cut off at an edge."""
    width, height = shown["viewport"]
    boxes = [control for control in shown["controls"] if control["visible"]]
    for control in boxes:
        assert control["left"] >= -0.5 and control["right"] <= width + 0.5, \
            f"{where}: {control['id']} is cut off: {shown}"
        assert control["bottom"] <= height + 0.5, f"{where}: {control['id']} is below the screen: {shown}"
    for index, a in enumerate(boxes):
        for b in boxes[index + 1:]:
            apart = a["right"] <= b["left"] + 0.5 or b["right"] <= a["left"] + 0.5 or \
                a["bottom"] <= b["top"] + 0.5 or b["bottom"] <= a["top"] + 0.5
            assert apart, f"{where}: {a['id']} and {b['id']} overlap: {shown}"


def test_at_phone_widths_the_controls_fit_the_screen_and_never_cover_the_frame(daemon, tmp_path):
    """390- and 430-point phones, upright and on their side: with the connection live and then down (the longest
    status, 'reconnecting', beside 'not live'), every control is whole on screen and below the frame."""
    drivers = {}
    try:
        for name, screen in SCREENS.items():
            driver = drivers[name] = make_device(tmp_path, name.replace(" ", "-"), screen)
            open_device(driver, daemon)
            # A phone on its side gets its target's landscape variant (`…-landscape`), so any target will do here.
            wait_until(lambda: (page_state(driver) or {}).get("status") == "live" and
                       ((page_state(driver) or {}).get("shown") or {}).get("preview") == GREETING, 90,
                       f"the {name} phone showing the preview")
            reveal_controls(driver)
            shown = assert_nothing_covers_the_frame(driver)
            assert all(control["visible"] for control in shown["controls"]), f"{name}: {shown}"
            assert_every_control_whole_on_screen(shown, f"{name}, live")
        daemon.stop()
        for name, driver in drivers.items():
            wait_until(lambda: page_state(driver)["status"] != "live", 30, f"the {name} phone no longer live")
            wait_until(lambda: not layout(driver)["hidden"], 10, f"the {name} phone's controls back, with the status")
            shown = assert_nothing_covers_the_frame(driver)
            assert_every_control_whole_on_screen(shown, f"{name}, reconnecting")
            label = driver.execute_script(
                "const r = document.querySelector('.device-bar .not-live-label').getBoundingClientRect();"
                " return [r.left, r.right, r.width, innerWidth]")
            assert label[2] > 0 and label[0] >= 0 and label[1] <= label[3] + 0.5, f"{name}: 'not live' cut off: {label}"
            driver.save_screenshot(str(tmp_path / f"{name.replace(' ', '-')}-reconnecting.png"))
    finally:
        for driver in drivers.values():
            driver.quit()
