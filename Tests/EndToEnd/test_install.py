"""`make install` / `make uninstall` into a temporary prefix: the installed binary finds its web client, the unit
and env file land where the user unit expects them, and uninstall removes everything but the user's settings."""
import os
import subprocess
import urllib.request

from harness import REPO, daemon_binary, LISTENING


def make(target, tmp_path):
    variables = [f"PREFIX={tmp_path / 'prefix'}", f"USER_UNIT_DIR={tmp_path / 'units'}",
                 f"CONFIG_DIR={tmp_path / 'config'}", f"INSTALL_BIN={daemon_binary()}", "SYSTEMCTL=true"]
    result = subprocess.run(["make", "-s", "-C", str(REPO), target, *variables], capture_output=True, text=True,
                            timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    return result


def test_install_then_uninstall(project, tmp_path):
    make("install", tmp_path)
    binary = tmp_path / "prefix" / "bin" / "previewd"
    assert os.access(binary, os.X_OK)
    assert (tmp_path / "prefix" / "share" / "previewd" / "Web" / "index.html").is_file()
    assert (tmp_path / "units" / "previewd.service").read_text() == (REPO / "systemd" / "previewd.service").read_text()
    env_file = tmp_path / "config" / "previewd.env"
    assert oct(env_file.stat().st_mode & 0o777) == "0o600"

    # The installed binary serves its installed web client (no PREVIEWD_WEB_ROOT, not run from the build tree).
    environment = {key: value for key, value in os.environ.items() if key != "PREVIEWD_WEB_ROOT"}
    process = subprocess.Popen([str(binary), "serve", str(project.root), "--port", "0", "--no-auth",
                                "--state-dir", str(tmp_path / "state")],
                               stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=environment)
    try:
        match = LISTENING.search(process.stdout.readline().decode())
        assert match, "no listening line"
        with urllib.request.urlopen(f"http://127.0.0.1:{match.group(2)}/", timeout=10) as response:
            assert b"<html" in response.read().lower()
    finally:
        process.terminate()
        assert process.wait(10) == 0

    env_file.write_text("PREVIEWD_PROJECT=/srv/mine\n")
    make("install", tmp_path)
    assert env_file.read_text() == "PREVIEWD_PROJECT=/srv/mine\n", "install must keep the user's settings"

    make("uninstall", tmp_path)
    assert not binary.exists()
    assert not (tmp_path / "prefix" / "share" / "previewd").exists()
    assert not (tmp_path / "units" / "previewd.service").exists()
    assert env_file.exists(), "uninstall keeps the user's settings"
