"""The web client in WebKit, the engine of every iPhone browser: WebKitGTK's MiniBrowser driven by WebKitWebDriver on
a virtual display (Xvfb). WebKit has no `ImageDecoder`, so tiles and the device view take the `createImageBitmap`
path there, as in Safari."""
import os
import subprocess
import time
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.webkitgtk.options import Options

from harness import GREETING, wait_until
from test_browser import IMAGE_DIGEST_JS, all_tiles_loaded, device_frame_shown, page_state, tile_image

WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"


@pytest.fixture
def webkit(tmp_path):
    for needed in (WEBKIT_DRIVER, MINIBROWSER, "/usr/bin/Xvfb"):
        assert os.path.exists(needed), f"{needed} is missing: scripts/install-deps.sh installs webkit2gtk-driver, xvfb"
    # A display number no other X server holds.
    display = next(n for n in range(90, 200) if not Path(f"/tmp/.X{n}-lock").exists())
    xvfb = subprocess.Popen(["/usr/bin/Xvfb", f":{display}", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_until(lambda: Path(f"/tmp/.X11-unix/X{display}").exists(), 15, "Xvfb's socket")
    previous = os.environ.get("DISPLAY")
    os.environ["DISPLAY"] = f":{display}"
    options = Options()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    driver = None
    try:
        driver = webdriver.WebKitGTK(executable_path=WEBKIT_DRIVER, options=options,
                                     service_log_path=str(tmp_path / "webkitdriver.log"))
        driver.set_script_timeout(30)
        yield driver
    finally:
        if driver:
            driver.quit()
        if previous is None:
            os.environ.pop("DISPLAY", None)
        else:
            os.environ["DISPLAY"] = previous
        xvfb.terminate()
        xvfb.wait(10)


def test_dashboard_draws_every_tile_and_an_edit_in_webkit(daemon, webkit):
    catalog = daemon.wait_for_frames()
    keys = {f"{p['id']}/{t['id']}" for p in catalog["previews"] for t in catalog["targets"]}
    webkit.get(f"{daemon.base_url}/?token={daemon.token}")
    state = wait_until(lambda: all_tiles_loaded(webkit, keys), 60, "all tiles live and drawn in WebKit")
    assert not webkit.execute_script("return 'ImageDecoder' in window"), "WebKit now has ImageDecoder"

    key = f"{GREETING}/{catalog['targets'][0]['id']}"
    old_digest = webkit.execute_script(IMAGE_DIGEST_JS, tile_image(webkit, key))
    assert old_digest
    daemon.project.edit('ContentView(title: "Hello")', 'ContentView(title: "Hello, edited")')

    def edited():
        current = page_state(webkit)
        if current["frames"][key]["hash"] == state["frames"][key]["hash"]:
            return None
        digest = webkit.execute_script(IMAGE_DIGEST_JS, tile_image(webkit, key))
        return digest and digest != old_digest and digest

    wait_until(edited, 60, "the edited frame drawn on the WebKit page")


def test_device_view_shows_the_frame_in_webkit(daemon, webkit):
    catalog = daemon.wait_for_frames()
    light = next(t for t in catalog["targets"] if t["colorScheme"] == "light")
    webkit.get(f"{daemon.base_url}/device?token={daemon.token}&preview={GREETING}&target={light['id']}")

    state = wait_until(lambda: device_frame_shown(webkit), 60, "a frame on the device view in WebKit")
    assert state["shown"]["preview"] == GREETING and state["shown"]["target"] == light["id"]
    digest = webkit.execute_script(IMAGE_DIGEST_JS, webkit.execute_script("return document.getElementById('frame')"))
    assert digest and not digest.endswith(":0"), digest
