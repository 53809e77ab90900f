"""What previewd says when something is not as expected: a CLI without $XDG_RUNTIME_DIR still finds the running
daemon, a refused token says how to pass one, a project without previews says so instead of waiting forever, and a
file that does not parse is named with its line on the dashboard."""
import io
import os
import subprocess

import pytest
from PIL import Image

from harness import Project, launch, wait_until
from test_browser import browser, page_state  # noqa: F401 (fixture)

PLAIN_SWIFT = "struct Model {\n    var name = \"no views here\"\n}\n"


def cli(daemon, *arguments, environment=None):
    return subprocess.run([str(daemon.binary), *arguments], capture_output=True, text=True, timeout=60,
                          env=environment or dict(os.environ))


@pytest.fixture
def started(request, project, tmp_path):
    """One daemon whose state directory is the default one of $XDG_STATE_HOME=<tmp>/xdg-state."""
    daemons = []
    request.node.previewd_daemons = daemons
    yield lambda root=project: launch(root, tmp_path / "xdg-state" / "previewd", daemons)
    for daemon in daemons:
        daemon.stop()


def test_a_cli_without_a_runtime_directory_finds_the_daemon_through_the_state_directory(started, tmp_path):
    daemon = started()
    daemon.wait_for_frames()
    environment = {key: value for key, value in os.environ.items()
                   if key not in ("XDG_RUNTIME_DIR", "RUNTIME_DIRECTORY", "STATE_DIRECTORY")}
    environment["XDG_STATE_HOME"] = str(tmp_path / "xdg-state")
    (tmp_path / "xdg-state" / "previewd" / "token").write_text(daemon.token)
    status = cli(daemon, "status", environment=environment)
    assert status.returncode == 0, status.stderr
    assert f":{daemon.port}/" in status.stdout, status.stdout
    assert "cannot reach" not in status.stdout + status.stderr


def test_a_refused_token_says_how_to_pass_one(daemon, tmp_path):
    environment = dict(os.environ, XDG_STATE_HOME=str(tmp_path / "empty-state"))
    for arguments, sent in ((["--token", "wrong-token-123"], "--token"), ([], "without a token")):
        refused = cli(daemon, "status", "--url", daemon.base_url + "/", *arguments, environment=environment)
        assert refused.returncode == 1
        assert sent in refused.stderr and "--token TOKEN" in refused.stderr and "--state-dir" in refused.stderr, \
            refused.stderr


def test_a_project_without_previews_says_so_on_the_terminal_and_the_dashboard(started, browser, tmp_path):  # noqa: F811
    root = tmp_path / "Empty"
    root.mkdir()
    (root / "Model.swift").write_text(PLAIN_SWIFT)
    empty = Project.__new__(Project)
    empty.root = root
    daemon = started(empty)
    wait_until(lambda: f"no previews found in {root}" in daemon.log, 60, "the terminal line about no previews")
    browser.get(f"{daemon.base_url}/#token={daemon.token}")
    message = browser.find_element("id", "empty")
    wait_until(lambda: "No previews found in Empty" in message.text, 60, "the dashboard saying there are no previews")
    assert message.is_displayed()


# The dashboard's list of diagnostics: each item's text and box in CSS px, and the window's height.
DIAGNOSTICS_JS = """
return {items: Array.from(document.querySelectorAll('#diagnostics li'), li => {
          const r = li.getBoundingClientRect();
          return {text: li.textContent, left: r.left, top: r.top, right: r.right, bottom: r.bottom};
        }),
        shown: !document.querySelector('.diagnostics-panel').hidden, height: innerHeight};
"""


def red_pixels(image):
    """How many pixels are clearly red (the colour of an error's text), not the panel's white or black text."""
    return sum(1 for r, g, b in image.getdata() if r > 150 and r > g + 70 and r > b + 70)


def test_a_syntax_error_shows_on_the_dashboard_with_its_file_and_line_until_it_is_fixed(daemon, browser):  # noqa: F811
    """The last good frames stay on the tiles, so the frames cannot say a file no longer parses: the dashboard lists
    the error with its file, line and column at the top of the page, in the window without scrolling, in the error's
    colour, and drops it once the file parses again."""
    daemon.wait_for_frames()
    browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                            {"width": 1400, "height": 1000, "deviceScaleFactor": 1, "mobile": False})
    browser.get(f"{daemon.base_url}/#token={daemon.token}")
    wait_until(lambda: (state := page_state(browser)) and state["status"] == "live", 60, "the dashboard live")
    assert not browser.execute_script(DIAGNOSTICS_JS)["shown"], "diagnostics listed for a clean project"

    daemon.project.edit("Text(title).font(.title)", "Text(title.font(.title)")

    def listed():
        shown = browser.execute_script(DIAGNOSTICS_JS)
        items = [item for item in shown["items"] if item["text"].startswith("ContentView.swift:7:")]
        return shown["shown"] and items and (items[0], shown["height"])

    item, height = wait_until(listed, 30, "the syntax error listed with its file and line")
    assert "error" in item["text"] and "expected ')'" in item["text"], item
    assert 0 <= item["top"] and item["bottom"] <= height, f"the error is out of the window: {item}"
    shot = Image.open(io.BytesIO(browser.get_screenshot_as_png())).convert("RGB")
    line = shot.crop((round(item["left"]), round(item["top"]), round(item["right"]), round(item["bottom"])))
    assert red_pixels(line) > 50, "the error's line on screen is not drawn in the error's colour"

    daemon.project.edit("Text(title.font(.title)", "Text(title).font(.title)")
    wait_until(lambda: not browser.execute_script(DIAGNOSTICS_JS)["shown"], 30, "the error gone once the file parses")
