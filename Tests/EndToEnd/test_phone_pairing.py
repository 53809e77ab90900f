"""Pairing as people do it: the phone scans the terminal's QR code and lands on the device view, paired, at an
address it can reach; a daemon that listens on this machine only says how to make it reachable instead of showing
a code no phone could open."""
import pytest
from selenium.webdriver.common.by import By

from harness import SECOND, wait_until
from test_browser import browser, page_state  # noqa: F401 (fixture)
from test_pairing import decode_qr, needs_zbar, phone_url, printed, terminal_code
from test_phone import PHONE, assert_shows_its_own_frame, make_device, showing


@pytest.fixture
def scanning_phone(tmp_path):
    driver = make_device(tmp_path, "scanning-phone", PHONE)
    yield driver
    driver.quit()


@needs_zbar
def test_scanning_the_terminal_code_opens_the_device_view(daemon_factory, scanning_phone, tmp_path):
    daemon = daemon_factory("--host", "0.0.0.0")
    daemon.wait_for_frames()
    assert daemon.post("/api/v1/select", {"preview": SECOND}).status == 200
    url, after = phone_url(daemon)
    scanned = decode_qr(terminal_code(after), tmp_path)
    assert scanned == url

    scanning_phone.get(scanned)
    wait_until(lambda: showing(scanning_phone, SECOND, PHONE), 60, "the phone showing the preview full screen")
    assert_paired_on_the_device_view(scanning_phone)
    assert_shows_its_own_frame(scanning_phone, daemon, SECOND, PHONE)


def assert_paired_on_the_device_view(driver):
    """The page is the device view (not the dashboard), and paired: the token left the address bar and was traded
    for this device's own credential, kept for this origin."""
    page = driver.execute_script(
        "return {path: location.pathname, hash: location.hash, device: document.body.classList.contains('device'),"
        " dashboard: !!document.getElementById('previews'), token: localStorage.getItem('previewd.token'),"
        " credential: localStorage.getItem('previewd.device')}")
    assert page["path"] == "/device" and page["device"] and not page["dashboard"], page
    assert page["token"] is None and (page["credential"] or "").startswith("dev-") and "token" not in page["hash"], page


def test_a_daemon_on_loopback_says_how_to_pair_instead_of_showing_a_code(daemon, browser):  # noqa: F811
    daemon.wait_for_frames()
    output = printed(daemon)
    line = next(line for line in output if line.startswith("pair a phone: "))
    assert "--host 0.0.0.0" in line and "http://" not in line, line
    assert not any(set(line) & set("█▀▄") for line in output), "a QR code no phone can open"
    assert any(line.startswith(f"open the dashboard: {daemon.base_url}/#token=") for line in output), output

    answer = daemon.api("/api/v1/pair").json()
    assert answer["url"] == f"{daemon.base_url}/device#token={daemon.token}"
    assert "--host 0.0.0.0" in answer["hint"]
    assert daemon.api("/api/v1/pair/qr.svg").status == 404

    browser.get(f"{daemon.base_url}/#token={daemon.token}")
    wait_until(lambda: page_state(browser) and page_state(browser)["status"] == "live", 60, "the dashboard live")
    browser.find_element(By.CSS_SELECTOR, "#pair summary").click()
    hint = browser.find_element(By.ID, "pair-hint")
    wait_until(lambda: "--host 0.0.0.0" in hint.text, 30, "the hint in the pairing panel")
    assert not browser.find_element(By.ID, "pair-code").is_displayed()
