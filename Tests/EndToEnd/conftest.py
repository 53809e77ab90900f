"""Fixtures for previewd's end-to-end tests. Run them with Debian's Python (its python3-pytest, -websockets,
-selenium and -pil packages):

    /usr/bin/python3 -m pytest -q Tests/EndToEnd

The daemon is $PREVIEWD_BIN, else <repo>/.build/debug/previewd (build it first with `swift build`); without it
every test fails. With $PREVIEWD_SCREENSHOTS set to a folder, every browser a test drives leaves a screenshot of
its last page there (TEST-N.png), for a person to look at what the assertions checked.
"""
import os
import re
from pathlib import Path

import pytest
from selenium.webdriver.remote.webdriver import WebDriver

from harness import Project, daemon_binary, launch


@pytest.fixture(autouse=True)
def private_runtime_directories(tmp_path, monkeypatch):
    """Daemons leave their runtime files (and a killed one its stale file) in the test's folder, not in the
    user's $XDG_RUNTIME_DIR, and log files only where a test asks for them."""
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path / "xdg-runtime"))
    monkeypatch.delenv("RUNTIME_DIRECTORY", raising=False)
    monkeypatch.delenv("LOGS_DIRECTORY", raising=False)


@pytest.fixture(autouse=True)
def screenshots_on_quit(request, monkeypatch):
    """Keeps each browser's last page as a PNG before the test closes it, when $PREVIEWD_SCREENSHOTS names a
    folder."""
    folder = os.environ.get("PREVIEWD_SCREENSHOTS")
    if not folder:
        return
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    stem = re.sub(r"[^A-Za-z0-9_.-]+", "-", request.node.name)
    quit_browser = WebDriver.quit
    taken = []

    def quit_keeping_screenshot(driver):
        taken.append(driver)
        try:
            driver.save_screenshot(str(folder / f"{stem}-{len(taken)}.png"))
        except Exception as error:  # a browser that already died still has to quit
            print(f"no screenshot of {stem}: {error}")
        quit_browser(driver)

    monkeypatch.setattr(WebDriver, "quit", quit_keeping_screenshot)


@pytest.fixture
def project(tmp_path):
    root = tmp_path / "Hello"
    root.mkdir()
    return Project(root)


@pytest.fixture
def daemon_factory(request, project, tmp_path):
    """Starts daemons on demand (several if a test needs them) and always stops them."""
    daemon_binary()  # fail early and clearly when there is no binary
    started = []
    request.node.previewd_daemons = started
    yield lambda *arguments, stored_token=False: launch(
        project, tmp_path / f"state-{len(started)}", started, arguments, stored_token)
    for daemon in started:
        daemon.stop()


@pytest.fixture
def daemon(daemon_factory):
    return daemon_factory()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Appends the log of every daemon the test used to a failing test's report."""
    outcome = yield
    report = outcome.get_result()
    if report.failed:
        daemons = list(getattr(item, "previewd_daemons", []))
        daemons += getattr(getattr(item, "module", None), "previewd_daemons", [])
        for index, daemon in enumerate(daemons):
            report.sections.append((f"previewd log #{index}", daemon.log))
