"""The device view's target picker shows its whole label on a 390-pt-wide phone, for "This screen" and for a named
catalog target (shortened: "iPad Pro 11-inch, dark" reads "iPad Pro 11″ ☾", the tooltip has the whole name)."""
import pytest

from harness import GREETING, wait_until
from test_browser import page_state
from test_phone import PHONE, make_device, open_device, reveal_controls, showing

# The picker's box, the width its selected label needs, and the bar's box.
PICKER_JS = """
const picker = document.getElementById('target-picker');
const bar = document.getElementById('controls').getBoundingClientRect();
const box = picker.getBoundingClientRect();
const probe = document.createElement('span');
const style = getComputedStyle(picker);
probe.style.font = style.font;
probe.style.whiteSpace = 'pre';
// Out of the page's flow: the device view's body is a flex column, whose items take its whole width.
probe.style.position = 'absolute';
probe.textContent = picker.selectedOptions[0]?.textContent ?? '';
document.body.append(probe);
const needed = probe.getBoundingClientRect().width;
probe.remove();
return {label: probe.textContent, needed, left: box.left, right: box.right,
        content: box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        paddingRight: parseFloat(style.paddingRight),
        barRight: bar.right, status: document.getElementById('status').getBoundingClientRect().right};
"""

# Room for the picker's caret, which it draws in its right padding (it has no platform appearance, so WebKit does
# not draw a light select on the dark bar).
ARROW = 16


@pytest.fixture
def phone(tmp_path):
    driver = make_device(tmp_path, "phone", PHONE)
    yield driver
    driver.quit()


def assert_label_fits(driver):
    reveal_controls(driver)
    shown = driver.execute_script(PICKER_JS)
    assert shown["label"], shown
    assert shown["content"] >= shown["needed"] - 0.5, f"the picker's label is cut off: {shown}"
    assert shown["paddingRight"] >= ARROW, f"no room for the caret beside the label: {shown}"
    assert shown["right"] <= shown["barRight"] and shown["status"] <= shown["barRight"] + 0.5, shown
    return shown


def test_the_target_picker_label_fits_on_a_phone(daemon, phone):
    catalog = daemon.wait_for_frames()
    open_device(phone, daemon)
    wait_until(lambda: showing(phone, GREETING, PHONE), 60, "the phone showing the preview")
    assert assert_label_fits(phone)["label"] == "This screen"

    # A named target's label: the longest in the catalog.
    longest = max(catalog["targets"], key=lambda target: len(target["name"]))
    phone.execute_script("""
        const picker = document.getElementById('target-picker');
        picker.value = arguments[0];
        picker.dispatchEvent(new Event('change'));""", longest["id"])
    wait_until(lambda: (page_state(phone).get("shown") or {}).get("target") == longest["id"], 30, "the named target")
    assert assert_label_fits(phone)["label"]
