"""Every control of the bundled examples, tapped in a real headless Chromium through the device view and the daemon:
interactive mode on, each tappable region of each preview tapped from the preview's first state, and the frame the
daemon answers with compared with the one before.

Where to tap comes from `previewd render`'s index.json (`frames[].taps`, the regions a tap resolves on), for the
catalog target the phone shows (`?target=`), so the phone's frame and the rendered one are laid out alike. A tap
that lands on a control is always answered with a frame; one whose pixels are those of the frame before is a tap
that legitimately changes nothing visible, and is listed in UNCHANGED with the reason; NOT_YET lists the controls
that change the screen in Xcode but not yet in previewd, with the mechanism missing."""
import json
import shutil
import subprocess

import pytest
from PIL import ImageChops

from harness import REPO, Daemon, DaemonFailed, daemon_binary, wait_until
from test_browser import page_state
from test_interactive import tap
from test_phone import make_device, shown_image

TARGET = "iphone-15-pro-light"
# The phone is the target's size, so its frames are shown one to one.
SCREEN = {"width": 393, "height": 852, "scale": 3, "scheme": "light"}
EXAMPLES = ("Hello", "PhotoCollage", "Onboarding", "Notes")

# Previews that hold state of their own (@State in their views, @Previewable): some control of each must change
# its frame. A preview missing from the examples fails the test, so the list keeps up with them.
STATEFUL = {
    "PhotoCollage": {
        "ContentView.preview-1", "CollageEditor.weekend-in-lisbon", "CollageEditor.new-not-shared",
        "CollageEditor_Previews.noir-dark", "EffectsInspector.original", "EffectsInspector_Previews.interactive-vivid",
        "LayoutPicker.in-the-editor-s-bottom-bar", "AccessibilityPreviews.effects-accessibility-5-dark",
    },
    "Onboarding": {
        "PermissionsOnboardingView.first-step", "PermissionsOnboardingView.microphone-camera-allowed",
        "PermissionsOnboardingView.screen-recording-microphone-denied", "PermissionsOnboardingView_Previews.dark",
        "PermissionsOnboardingView_Previews.accessibility-2",
    },
}

# Controls whose tap legitimately shows nothing new, (preview, index in the frame's taps) → why; None as the index
# stands for every control of the preview.
UNCHANGED = {
    ("EffectBar.preview-1", None): "its bars are bound to .constant values, which a write leaves as they are",
    ("EffectsInspector.noir-constant-binding", None): "bound to .constant(.noir); 'Replace photo' is {}",
    ("LayoutPickerAccessibility_Previews.layout-picker-accessibility-2", None): "bound to .constant(.sideBySide)",
    ("RequestButtonStyle.preview-1", None): "the style's preview: the buttons' actions are empty ({})",
    ("EmptyNotesView.preview-1", None): "onCreate is {}",
    ("ErrorMessageView.preview-1", None): "the retry action is {}",
    ("PermissionsOnboardingView.screen-recording-microphone-denied", 1):
        "'Not Now' on the last step calls onFinish, which the preview leaves empty",
    ("CollageEditor.weekend-in-lisbon", 5): "the layout already chosen",
    ("CollageEditor.new-not-shared", 4): "the layout already chosen",
    ("CollageEditor_Previews.noir-dark", 6): "the layout already chosen",
    ("ContentView.preview-1", 4): "the layout already chosen",
    ("LayoutPicker.in-the-editor-s-bottom-bar", 3): "the layout already chosen",
    ("EffectsInspector.original", 6): "vignette's minus: vignette is 0, the bottom of its range",
    ("EffectsInspector.original", 10): "Reset: the effects are the original ones already",
    ("EffectsInspector.original", 11): "Replace photo: the preview's action only prints",
    ("NotesContentView.loading", 0): "a note added while the model is loading is behind the progress view",
    ("NotesContentView.failure", 0): "a note added while loading failed is behind the error message",
}

# Controls that change the screen in Xcode and do not in previewd yet, and why. Each still gets the daemon's answer;
# when one starts changing its frame, this list says so. (A tap acts on the objects the preview made, kept from one
# evaluation to the next as Xcode keeps them: addNote() on `NotesContentView(model: .success)` shows its note.)
NOT_YET = {}


def explained(table, preview, index):
    return table.get((preview, index)) or table.get((preview, None))


class Example:
    """An example copied into the test's folder, served as the harness's project (only its root is read)."""

    def __init__(self, root):
        self.root = root


def rendered_taps(example, out):
    """preview id → the tap regions of its frame on TARGET, from `previewd render`."""
    result = subprocess.run([str(daemon_binary()), "render", str(REPO / "Examples" / example), "--out", str(out),
                             "--target", TARGET], capture_output=True, text=True, timeout=600)
    index = json.loads((out / "index.json").read_text())
    taps = {}
    for preview in index["previews"]:
        for frame in preview["frames"]:
            if frame["target"] == TARGET:
                assert "taps" in frame, f"index.json lists no tap regions: {frame}"
                taps[preview["id"]] = frame["taps"]
    assert taps, f"render gave no frames: {result.stderr[-2000:]}"
    return taps


def point_in(regions, index):
    """A point of region `index` that a tap resolves to it: not inside a region after it (the later one wins)."""
    region = regions[index]
    for fy in (0.5, 0.25, 0.75, 0.1, 0.9):
        for fx in (0.5, 0.25, 0.75, 0.1, 0.9):
            x, y = region["x"] + region["width"] * fx, region["y"] + region["height"] * fy
            later = regions[index + 1:]
            if not any(r["x"] <= x < r["x"] + r["width"] and r["y"] <= y < r["y"] + r["height"] for r in later):
                return x, y
    return None


def frame_box(driver):
    return driver.execute_script(
        "const r = document.getElementById('frame').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]")


def shows(driver, preview, hash_=None):
    state = page_state(driver)
    shown = (state or {}).get("shown") or {}
    ok = state and state["status"] == "live" and shown.get("preview") == preview and shown.get("target") == TARGET
    return ok and (hash_ is None or shown.get("hash") == hash_) and shown_image(driver) is not None and state


@pytest.mark.parametrize("example", EXAMPLES)
def test_every_control_of_the_examples_changes_the_frame_on_a_phone(example, tmp_path, request):
    taps = rendered_taps(example, tmp_path / "render")
    expected = STATEFUL.get(example, set())
    assert expected <= set(taps), f"previews listed as stateful are gone: {expected - set(taps)}"

    project = tmp_path / example
    shutil.copytree(REPO / "Examples" / example, project)
    state_dir = tmp_path / "state"
    state_dir.mkdir()
    daemon = Daemon(daemon_binary(), Example(project), state_dir)
    request.node.previewd_daemons = [daemon]
    try:
        daemon.start()
    except DaemonFailed as error:
        pytest.fail(f"{error}\n{daemon.log}", pytrace=False)
    phone = make_device(tmp_path, "phone", SCREEN)
    report, unchanged, silent, now_changing = [], [], [], []
    try:
        daemon.wait_for_frames(timeout=300)
        for preview, regions in sorted(taps.items()):
            if not regions:
                continue
            phone.get(f"{daemon.base_url}/device?token={daemon.token}&preview={preview}&target={TARGET}")
            first = wait_until(lambda: shows(phone, preview), 120, f"the phone showing {preview}")["shown"]["hash"]
            phone.execute_script("if (!window.previewd.interactive) document.getElementById('interact').click()")
            wait_until(lambda: page_state(phone)["interactive"], 5, "interactive mode")
            changed = 0
            for index in range(len(regions)):
                point = point_in(regions, index)
                if point is None:
                    continue  # wholly under later regions: a tap can never reach it
                # From the preview's first state: leaving interactive mode forgets what earlier taps changed.
                phone.execute_script("const b = document.getElementById('interact'); b.click(); b.click();")
                wait_until(lambda: shows(phone, preview, first), 30, f"{preview} back in its first state")
                before = shown_image(phone)
                arrived = page_state(phone)["framesReceived"]
                left, top, width, height = frame_box(phone)
                scale = width / (before.width / SCREEN["scale"])
                tap(phone, left + point[0] * scale, top + point[1] * scale)
                try:
                    wait_until(lambda: page_state(phone)["framesReceived"] > arrived, 30, "the tap's frame")
                except BaseException:
                    silent.append(f"{preview} #{index} at {point}")
                    continue
                wait_until(lambda: shows(phone, preview), 10, "the tap's frame shown")
                after = shown_image(phone)
                if ImageChops.difference(after, before).getbbox():
                    changed += 1
                    if explained(UNCHANGED, preview, index) or explained(NOT_YET, preview, index):
                        now_changing.append((preview, index))
                elif not (explained(UNCHANGED, preview, index) or explained(NOT_YET, preview, index)):
                    unchanged.append((preview, index, regions[index]))
            report.append(f"{preview}: {changed} of {len(regions)} controls change the frame")
            if preview in expected:
                assert changed > 0, f"no control of {preview} changes its frame on the phone: {report}"
    finally:
        phone.quit()
        daemon.stop()
    print("\n".join(report))
    assert not silent, f"taps on controls that got no answer from the daemon: {silent}"
    assert not unchanged, f"controls whose tap changed nothing visible, with no reason given: {unchanged}"
    assert not now_changing, f"these change their frame now: take them out of UNCHANGED or NOT_YET: {now_changing}"
