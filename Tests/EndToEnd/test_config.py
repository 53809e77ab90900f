"""previewd.toml: the targets and ignore globs a project chooses, checked from the command line, reloaded while
serving, and a broken file reported at its line and key while the last good configuration stays."""
import io
import subprocess

from PIL import Image

from harness import GREETING, daemon_binary, wait_until

CONFIG = """\
# previews for the small iPhone, in dark mode only
devices = ["iphone-se"]
color-schemes = ["dark"]
ignore = ["Scratch/**"]
"""

SCRATCH_VIEW = """\
import SwiftUI

#Preview("Scratch") {
    Text("not for review")
}
"""


def frame_of(daemon, preview, target):
    response = daemon.frame(preview, target)
    return Image.open(io.BytesIO(response.body)).convert("RGB") if response else None


def test_the_config_file_chooses_targets_and_a_broken_edit_keeps_the_last_good_one(project, daemon_factory):
    (project.root / "previewd.toml").write_text(CONFIG)
    (project.root / "Scratch").mkdir()
    (project.root / "Scratch" / "ScratchView.swift").write_text(SCRATCH_VIEW)

    check = subprocess.run([str(daemon_binary()), "config", "check", str(project.root)], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    assert "iphone-se-dark" in check.stdout and "ignoring: Scratch/**" in check.stdout
    flags = subprocess.run([str(daemon_binary()), "config", "check", str(project.root), "--color-scheme", "light",
                            "--orientation", "landscape"], capture_output=True, text=True)
    assert flags.returncode == 0 and "iphone-se-light-landscape" in flags.stdout and "-dark" not in flags.stdout, flags

    daemon = daemon_factory()
    catalog = daemon.wait_for_frames()
    assert [t["id"] for t in catalog["targets"]] == ["iphone-se-dark"]
    assert "Scratch.scratch" not in {p["id"] for p in catalog["previews"]}
    image = frame_of(daemon, GREETING, "iphone-se-dark")
    assert image.size == (750, 1334) and max(image.getpixel((5, 5))) < 40, "not an iPhone SE frame in dark mode"

    # A broken edit: reported at its line and key, in the catalog; the targets stay.
    (project.root / "previewd.toml").write_text(CONFIG.replace('"iphone-se"', '"iphone-99"'))

    def reported():
        catalog = daemon.catalog()
        return [d for d in catalog["diagnostics"] if d["file"] == "previewd.toml"] and catalog

    catalog = wait_until(reported, 30, "the config error in the catalog")
    problem = next(d for d in catalog["diagnostics"] if d["file"] == "previewd.toml")
    assert problem["line"] == 2 and problem["message"].startswith("devices: unknown device 'iphone-99'"), problem
    assert "keeping the last good configuration" in problem["message"]
    assert [t["id"] for t in catalog["targets"]] == ["iphone-se-dark"]
    assert daemon.frame(GREETING, "iphone-se-dark") is not None

    bad = subprocess.run([str(daemon_binary()), "config", "check", str(project.root)], capture_output=True, text=True)
    assert bad.returncode == 1 and "previewd.toml:2: devices: unknown device 'iphone-99'" in bad.stderr, bad

    # Fixed: the new matrix takes effect without a restart.
    (project.root / "previewd.toml").write_text(CONFIG.replace('"iphone-se"', '"ipad-pro-11"'))
    catalog = wait_until(
        lambda: [t["id"] for t in daemon.catalog()["targets"]] == ["ipad-pro-11-dark"] and daemon.catalog(),
        60, "the iPad target after fixing the file")
    assert not [d for d in catalog["diagnostics"] if d["file"] == "previewd.toml"]
    image = wait_until(lambda: frame_of(daemon, GREETING, "ipad-pro-11-dark"), 60, "an iPad frame")
    assert image.size == (1668, 2388)
    assert daemon.frame(GREETING, "iphone-se-dark") is None, "frames of the old target are still served"


def test_serve_refuses_a_broken_config_file_with_its_line(project, tmp_path):
    (project.root / "previewd.toml").write_text('devices = ["iphone-se"]\norientations = ["upside-down"]\n')
    result = subprocess.run(
        [str(daemon_binary()), "serve", str(project.root), "--port", "0", "--no-auth",
         "--state-dir", str(tmp_path / "s")],
        capture_output=True, text=True, timeout=60)
    assert result.returncode == 1
    assert "previewd.toml:2: orientations: unknown value 'upside-down'" in result.stderr, result.stderr


def test_sighup_reloads_a_config_file_the_watcher_does_not_see(project, daemon_factory, tmp_path):
    """`systemctl reload` (ExecReload sends SIGHUP): a --config outside the project is not watched, so only the
    signal makes a change of it take effect; a broken file then keeps the last good configuration."""
    config = tmp_path / "outside.toml"
    config.write_text(CONFIG)
    daemon = daemon_factory("--config", str(config))
    assert [t["id"] for t in daemon.wait_for_frames()["targets"]] == ["iphone-se-dark"]
    config.write_text(CONFIG.replace('"dark"', '"light"'))
    import signal
    import time
    time.sleep(1.0)
    assert [t["id"] for t in daemon.catalog()["targets"]] == ["iphone-se-dark"], "changed before any SIGHUP"
    daemon.process.send_signal(signal.SIGHUP)
    wait_until(lambda: [t["id"] for t in daemon.catalog()["targets"]] == ["iphone-se-light"], 30, "the reloaded target")
    wait_until(lambda: "SIGHUP: reloading" in daemon.log, 10, "the reload logged")
    config.write_text("[%\n")
    daemon.process.send_signal(signal.SIGHUP)

    def reported():
        catalog = daemon.catalog()
        return [d for d in catalog["diagnostics"] if "table name" in d["message"]] and catalog

    catalog = wait_until(reported, 30, "the broken file reported")
    assert [t["id"] for t in catalog["targets"]] == ["iphone-se-light"], "the last good configuration was not kept"
    assert daemon.process.poll() is None
