"""`--json` on every command whose output is data: list, targets, config check, status and pair."""
import json
import subprocess

from harness import GREETING, SECOND, daemon_binary, wait_until


def cli(*arguments, check=True):
    result = subprocess.run([str(daemon_binary()), *map(str, arguments)], capture_output=True, text=True, timeout=60)
    if check:
        assert result.returncode == 0, result.stderr
    return result


def test_list_and_targets_as_json(project):
    listed = json.loads(cli("list", "--json", project.root).stdout)
    assert [p["id"] for p in listed["previews"]] == [GREETING, SECOND]
    assert all({"id", "name", "file", "line"} <= set(p) for p in listed["previews"])
    assert listed["diagnostics"] == []
    targets = json.loads(cli("targets", "--json").stdout)
    assert any(d["id"] == "iphone-15-pro" and d["scale"] == 3 for d in targets["devices"])
    assert [t["id"] for t in targets["defaultTargets"]] == ["iphone-15-pro-light", "iphone-15-pro-dark"]


def test_config_check_as_json_good_and_broken(project):
    (project.root / "previewd.toml").write_text('devices = ["iphone-se"]\ncolor-schemes = ["dark"]\n')
    good = json.loads(cli("config", "check", "--json", project.root).stdout)
    assert good["exists"] and [t["id"] for t in good["targets"]] == ["iphone-se-dark"]
    (project.root / "previewd.toml").write_text('devices = ["iphone-se"]\n[%\n')
    broken = cli("config", "check", "--json", project.root, check=False)
    assert broken.returncode == 1
    error = json.loads(broken.stdout)["error"]
    assert error["line"] == 2 and "table name" in error["message"], error


def test_status_and_pair_as_json(daemon):
    daemon.wait_for_frames()
    url = f"http://127.0.0.1:{daemon.port}/"

    def status_after_a_render():
        # Every frame is out a moment before the render thread marks its work finished.
        status = json.loads(cli("status", "--json", "--url", url, "--token", daemon.token).stdout)
        return status if status["secondsSinceLastRender"] is not None else None

    status = wait_until(status_after_a_render, 30, "status reporting a finished render")
    assert status["state"] == "serving" and status["previews"] == 2 and status["targets"] == 2
    assert status["residentMemoryBytes"] > 10_000_000 and isinstance(status["rendering"], bool)
    text = cli("status", "--url", url, "--token", daemon.token).stdout
    assert "2 previews × 2 targets" in text and "MB resident" in text, text
    (daemon.state_dir / "token").write_text(daemon.token)
    paired = json.loads(cli("pair", "--json", "--url", url, "--state-dir", daemon.state_dir).stdout)
    assert paired["token"] == daemon.token and paired["url"].endswith(f"token={daemon.token}") and not paired["rotated"]
