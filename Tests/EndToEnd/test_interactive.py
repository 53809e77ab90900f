"""Interactive mode in a real headless Chromium: a tap on a phone runs the button under it, that phone alone
gets the frame it makes, and an edit of the project starts the phone afresh. Checked on pixels."""
import time

from PIL import ImageChops

from harness import wait_until
from test_browser import page_state
from test_phone import PHONE, TABLET, frame_image, make_device, reveal_controls, shown_image, showing

COUNTER = """import SwiftUI

struct CounterCard: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 40) {
            Text("Taps: \\(count)")
                .font(.largeTitle)
            Button("Add one") { count += 1 }
                .font(.title)
                .padding(24)
                .background(Color.blue)
                .foregroundColor(.white)
        }
    }
}

#Preview("Counter") {
    CounterCard()
}
"""


def blue_box(image):
    """The bounding box of the button's blue background in a frame (pixels): strongly blue, little red."""
    red, _, blue = image.split()
    blue_only = ImageChops.multiply(blue.point(lambda v: 255 if v > 200 else 0),
                                    red.point(lambda v: 255 if v < 60 else 0))
    return blue_only.getbbox()


def tap(driver, x, y):
    """A real tap at CSS pixel (x, y): pointer events through the DevTools protocol, as a finger's would be."""
    for kind in ("mousePressed", "mouseReleased"):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent",
                               {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})


def test_a_tap_runs_the_button_on_that_phone_alone(project, daemon_factory, tmp_path):
    (project.root / "Counter.swift").write_text(COUNTER)
    daemon = daemon_factory()
    catalog = daemon.wait_for_frames()
    counter = next(p["id"] for p in catalog["previews"] if p["name"] == "Counter")

    phone = make_device(tmp_path, "phone", PHONE)
    tablet = make_device(tmp_path, "tablet", TABLET)
    try:
        for driver in (phone, tablet):
            driver.get(f"{daemon.base_url}/device?token={daemon.token}&preview={counter}")
        wait_until(lambda: showing(phone, counter, PHONE), 60, "the phone showing the counter")
        wait_until(lambda: showing(tablet, counter, TABLET), 60, "the tablet showing the counter")
        before = shown_image(phone)
        tablet_before = shown_image(tablet)
        box = blue_box(before)
        assert box, "no blue button in the phone's frame"
        centre = ((box[0] + box[2]) / 2 / PHONE["scale"], (box[1] + box[3]) / 2 / PHONE["scale"])

        # Outside interactive mode a tap changes nothing.
        tap(phone, *centre)
        assert page_state(phone)["tapsSent"] == 0

        reveal_controls(phone)
        phone.find_element("id", "interact").click()
        assert page_state(phone)["interactive"]
        hash_before = page_state(phone)["shown"]["hash"]
        tap(phone, *centre)
        wait_until(lambda: page_state(phone)["shown"]["hash"] != hash_before, 30, "a new frame after the tap")
        after = shown_image(phone)
        changed = ImageChops.difference(after, before).getbbox()
        assert changed, "the frame after the tap shows the same pixels"
        assert changed[3] <= box[1], f"the tap changed pixels {changed} beyond the label above the button {box}"

        # A tap on nothing tappable (the empty top of the screen) renders nothing.
        taps_before, arrived_before = page_state(phone)["tapsSent"], page_state(phone)["framesReceived"]
        tap(phone, 20, 20)
        wait_until(lambda: page_state(phone)["tapsSent"] == taps_before + 1, 5, "the tap sent")
        time.sleep(1.0)
        assert page_state(phone)["framesReceived"] == arrived_before, "a tap on nothing sent a frame"

        # The state is the phone's alone: the tablet and the shared frame still show the first count.
        assert ImageChops.difference(shown_image(tablet), tablet_before).getbbox() is None, "the tablet changed"
        assert ImageChops.difference(frame_image(daemon, counter, PHONE), before).getbbox() is None, \
            "the tap changed the frame every device shares"

        # An edit starts the phone afresh: its frame is the shared one again, with the edit.
        (project.root / "Counter.swift").write_text(COUNTER.replace("Add one", "Add 1"))
        wait_until(lambda: ImageChops.difference(frame_image(daemon, counter, PHONE), before).getbbox() is not None,
                   30, "the edit rendered")
        wait_until(lambda: ImageChops.difference(shown_image(phone), frame_image(daemon, counter, PHONE)).getbbox()
                   is None, 30, "the phone back on the shared frame after the edit")
        edited = shown_image(phone)
        top = (0, 0, edited.width, box[1])
        assert ImageChops.difference(edited.crop(top), before.crop(top)).getbbox() is None, \
            "after the edit the label should show the first count again"
    finally:
        phone.quit()
        tablet.quit()
