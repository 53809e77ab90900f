"""A restart does not strand phones: without --port (or with --port 0) previewd comes back on the port it used last
for the project, so a phone keeps the origin its token, settings and kept frame belong to, and reconnects by
itself."""
import socket

import pytest

from harness import GREETING, wait_until
from test_browser import page_state
from test_phone import PHONE, assert_shows_its_own_frame, make_device, showing


@pytest.fixture
def phone(tmp_path):
    driver = make_device(tmp_path, "phone", PHONE)
    yield driver
    driver.quit()


def test_a_restart_without_port_comes_back_where_the_phone_waits(daemon_factory, phone):
    daemon = daemon_factory()  # --port 0: a free port, the first time
    daemon.wait_for_frames()
    first_port = daemon.port
    phone.get(f"{daemon.base_url}/device#token={daemon.token}")
    wait_until(lambda: showing(phone, GREETING, PHONE), 60, "the phone showing the preview")

    daemon.stop()
    wait_until(lambda: page_state(phone)["status"] != "live", 30, "the phone noticing the daemon went away")
    daemon.port_option = False
    daemon.start()
    assert daemon.port == first_port, f"came back on {daemon.port}, the phone waits on {first_port}"
    wait_until(lambda: showing(phone, GREETING, PHONE), 60, "the phone live again, without a touch")
    assert page_state(phone)["framesReceived"] >= 2
    assert_shows_its_own_frame(phone, daemon, GREETING, PHONE)


def test_a_taken_port_is_passed_over_with_a_log_line(daemon_factory):
    daemon = daemon_factory()
    first_port = daemon.port
    daemon.stop()
    squatter = socket.socket()
    try:
        squatter.bind(("127.0.0.1", first_port))
        squatter.listen()
        daemon.port_option = False
        daemon.start()
        assert daemon.port != first_port
        assert daemon.get("/healthz").status == 200
        wait_until(lambda: "port taken" in daemon.log and str(first_port) in daemon.log, 10,
                   "a log line naming the taken port")
    finally:
        squatter.close()
