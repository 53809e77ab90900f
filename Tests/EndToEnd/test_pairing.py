"""The pairing QR code: printed in the terminal and shown on the dashboard; both must scan to the pairing URL, the
device view at an address a phone can reach."""
import io
import ipaddress
import re
import shutil
import subprocess

import pytest
from PIL import Image
from selenium.webdriver.common.by import By

from harness import wait_until
from test_browser import browser, page_state  # noqa: F401 (fixture)

ZBARIMG = shutil.which("zbarimg")
needs_zbar = pytest.mark.skipif(ZBARIMG is None, reason="zbarimg (Debian zbar-tools) decodes the QR codes")


def decode_qr(image, tmp_path):
    """What a scanner reads from `image` (a PIL image), via zbarimg."""
    path = tmp_path / "qr.png"
    image.save(path)
    result = subprocess.run([ZBARIMG, "--raw", "-q", str(path)], capture_output=True, text=True, timeout=30)
    return result.stdout.strip()


def terminal_code(lines):
    """The half-block QR code that follows the pairing line, drawn as an image (8 px per module)."""
    rows = []
    for line in lines:
        cells = re.sub(r"\x1b\[[0-9;]*m", "", line)
        if not cells or set(cells) - set("█▀▄ "):
            break
        rows.append(cells)
    assert len(rows) > 10, f"no QR code after the pairing line: {lines[:3]}"
    width = max(len(row) for row in rows)
    scale, margin = 8, 4
    image = Image.new("L", ((width + 2 * margin) * scale, (2 * len(rows) + 2 * margin) * scale), 255)
    for y, row in enumerate(rows):
        for x, cell in enumerate(row):
            top, bottom = cell in "█▀", cell in "█▄"
            for dark, offset in ((top, 0), (bottom, 1)):
                if dark:
                    left, upper = (x + margin) * scale, (2 * y + offset + margin) * scale
                    image.paste(0, (left, upper, left + scale, upper + scale))
    return image


def printed(daemon):
    """What the daemon printed on standard output, line by line."""
    return [line[len("[out] "):] for line in daemon.log_lines if line.startswith("[out] ")]


def phone_url(daemon):
    """The pairing URL a phone scans: the device view at a LAN address of this machine, the token in the fragment."""
    output = printed(daemon)
    index = next(i for i, line in enumerate(output) if line.startswith("pair a phone: "))
    url = output[index][len("pair a phone: "):]
    match = re.fullmatch(r"http://([0-9.]+):(\d+)/device#token=([0-9a-f]+)", url)
    assert match, f"not a device URL with a token: {url}"
    assert not ipaddress.ip_address(match.group(1)).is_loopback, f"a phone cannot reach {url}"
    assert int(match.group(2)) == daemon.port and match.group(3) == daemon.token
    return url, output[index + 1:]


@needs_zbar
def test_terminal_and_dashboard_qr_codes_scan_to_the_device_view(daemon_factory, browser, tmp_path):  # noqa: F811
    daemon = daemon_factory("--host", "0.0.0.0")
    daemon.wait_for_frames()
    url, after = phone_url(daemon)
    assert decode_qr(terminal_code(after), tmp_path) == url
    # The dashboard, for a browser on this machine.
    assert f"open the dashboard: {daemon.base_url}/#token={daemon.token}" in printed(daemon)

    # The same code over HTTP, token required.
    assert daemon.get("/api/v1/pair/qr.svg").status == 401
    svg = daemon.api("/api/v1/pair/qr.svg")
    assert svg.status == 200 and svg.headers["content-type"].startswith("image/svg+xml")
    assert daemon.api("/api/v1/pair").json() == {"url": url}

    # And on the dashboard, as the browser draws it.
    browser.get(f"{daemon.base_url}/#token={daemon.token}")
    wait_until(lambda: page_state(browser) and page_state(browser)["status"] == "live", 60, "the dashboard live")
    browser.find_element(By.CSS_SELECTOR, "#pair summary").click()
    code = browser.find_element(By.ID, "pair-code")
    wait_until(lambda: browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", code),
               30, "the QR code image loaded")
    wait_until(lambda: browser.find_element(By.ID, "pair-url").text == url, 30, "the pairing URL beside the code")
    shot = Image.open(io.BytesIO(code.screenshot_as_png)).convert("L")
    assert decode_qr(shot, tmp_path) == url
