"""What previewd says when something is not as expected: a CLI without $XDG_RUNTIME_DIR still finds the running
daemon, a refused token says how to pass one, and a project without previews says so instead of waiting forever."""
import os
import subprocess

import pytest

from harness import Project, launch, wait_until
from test_browser import browser  # noqa: F401 (fixture)

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
