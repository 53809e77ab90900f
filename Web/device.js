// The phone view: one preview, full screen, rendered by the daemon for this screen (an ad-hoc target built from
// the viewport, devicePixelRatio and colour scheme reported here). Follows the dashboard's selection, resumes
// the last preview after a reconnect or a daemon restart, and keeps the last frame for a reload while offline.

import { PreviewConnection, helloMessage, pairThisDevice, preferredColorScheme, screenMessage, showStatus } from "./connection.js";
import { loadLastFrame, saveLastFrame } from "./frame-cache.js";
import { PatchOverlay } from "./patch-overlay.js";

const parameters = new URLSearchParams(location.search);
const requestedPreview = parameters.get("preview");
/// `?target=ID` (or the target picker) shows a named target from the catalog instead of one made for this screen.
let namedTarget = parameters.get("target");
/// How long a rotation or resize must settle before the daemon is asked for the new size.
const SCREEN_SETTLE_MS = 250;
const SWIPE_MIN_PX = 60;
/// How long the controls stay after the last touch before they leave the preview the whole screen.
const CONTROLS_IDLE_MS = 4000;
/// How long a finger must rest on the preview in interactive mode, where a tap belongs to the preview, to bring the
/// controls back.
const LONG_PRESS_MS = 600;

/// What tests can read about the page; `shown` is the frame on screen.
const state = {
  status: "connecting",
  frames: {},
  catalog: null,
  framesReceived: 0,
  preview: requestedPreview,
  /// The target frames are requested for: this screen's ad-hoc target, a named one, or null (catalog fallback).
  target: namedTarget,
  deviceTarget: null,
  /// Whether this device switches when the dashboard selects a preview; kept across reloads.
  following: (() => {
    try {
      return localStorage.getItem("previewd.follow") !== "off";
    } catch {
      return true;
    }
  })(),
  shown: null,
  /// Whether a tap on the frame is sent to the daemon, which runs the button or toggle under it; kept across
  /// reloads. What taps changed lives in the daemon for this connection only.
  interactive: (() => {
    try {
      return localStorage.getItem("previewd.interactive") === "on";
    } catch {
      return false;
    }
  })(),
  /// Taps sent, for tests.
  tapsSent: 0,
  /// Frame headers in the order they arrived since the last (re)connect.
  arrivals: [],
};
window.previewd = state;

const badge = document.getElementById("status");
const image = document.getElementById("frame");
const messageElement = document.getElementById("message");
/// A damage frame's patches go over the image at once (in a box of the image's size); its full image follows.
const overlay = new PatchOverlay(image);
image.replaceWith(Object.assign(document.createElement("span"), { className: "frame-holder" }));
document.querySelector(".frame-holder").append(image);

/// target id → { header, image: Blob } for the selected preview.
let latest = new Map();
let shownURL = null;

const connection = new PreviewConnection({
  onStatus(status) {
    state.status = status;
    showStatus(badge, status);
    if (status === "live") hideIdleControls();
    else showControls(true);
  },
  onOpen(send) {
    state.arrivals = [];
    send(helloMessage("device"));
    send({ type: "follow", follow: state.following });
  },
  onMessage: receive,
  onFrame: keepFrame,
  onPatches: (frame) => frame.header.preview === state.shown?.preview && frame.header.target === state.shown?.target &&
    overlay.paint(frame),
});

/// Asks for the selected preview on our target and tells the daemon what we show (remembered for resuming).
function subscribe() {
  if (!state.preview) return;
  const targets = state.target ? [state.target] : ["*"];
  connection.send({ type: "subscribe", previews: [state.preview], targets });
  connection.send({ type: "select", preview: state.preview });
}

function switchTo(preview) {
  if (!preview || preview === state.preview) return;
  state.preview = preview;
  latest = new Map();
  state.frames = {};
  subscribe();
  show();
  showProblem();
}

/// An error of a file that no frame shows (a syntax error: the daemon keeps the last good frames of what it
/// touches), with its file and line, in the control bar, which stays while it lasts: the frame on screen may not be
/// what the code says any more. The shown preview's own file comes first. Errors of one preview's evaluation are
/// drawn into its frame already and are not repeated here.
const problemElement = document.getElementById("problem");
function showProblem() {
  const file = state.catalog?.previews?.find((preview) => preview.id === state.preview)?.file;
  const errors = (state.catalog?.diagnostics ?? [])
    .filter((diagnostic) => diagnostic.severity === "error" && !diagnostic.preview)
    .sort((a, b) => Number(b.file === file) - Number(a.file === file));
  state.problem = errors.length > 0
    ? `${errors[0].file}:${errors[0].line}:${errors[0].column}: ${errors[0].message}` +
      (errors.length > 1 ? ` (and ${errors.length - 1} more)` : "")
    : null;
  problemElement.textContent = state.problem ?? "";
  problemElement.hidden = !state.problem;
  if (state.problem) showControls(true);
  else hideIdleControls();
}

function receive(message) {
  switch (message.type) {
    case "welcome": {
      state.deviceTarget = message.target ?? null;
      state.target = namedTarget ?? message.target?.id ?? null;
      state.resume = message.resume ?? null;
      // A link naming a preview wins; then what this phone showed last; then what the dashboard mirrors.
      state.preview = requestedPreview ?? state.preview ?? message.resume?.preview ?? message.mirror ?? null;
      subscribe();
      break;
    }
    case "catalog":
      state.catalog = message;
      fillTargetPicker();
      choosePreview();
      show();
      showProblem();
      break;
    case "select":
      if (state.following) switchTo(message.preview);
      break;
    case "target":
      // Rotated or changed colour scheme: frames for the new screen replace the old ones as they arrive.
      state.deviceTarget = message.target ?? null;
      if (!namedTarget) state.target = message.target?.id ?? null;
      subscribe();
      break;
    case "error":
      console.warn("previewd:", message.message);
      break;
    default:
      break;
  }
}

/// Keeps the current preview while the catalog has it; else the first one. A catalog without previews (a
/// daemon that is still starting) changes nothing.
function choosePreview() {
  const ids = (state.catalog.previews ?? []).map((preview) => preview.id);
  if (ids.length === 0 || ids.includes(state.preview)) return;
  switchTo(ids[0]);
}

function keepFrame(frame) {
  state.framesReceived += 1;
  const { header } = frame;
  state.arrivals.push({ preview: header.preview, target: header.target, hash: header.hash, restored: !!header.restored });
  if (state.arrivals.length > 50) state.arrivals.shift();
  if (header.preview !== state.preview) return;
  latest.set(header.target, frame);
  state.frames[`${header.preview}/${header.target}`] = {
    hash: header.hash,
    seq: header.seq,
    generation: header.generation,
    width: header.width,
    height: header.height,
    restored: !!header.restored,
  };
  show();
}

/// Our target's frame; without one (too many screens, or the daemon is older), the catalog target with our
/// colour scheme.
function pickFrame() {
  if (state.target && latest.has(state.target)) return latest.get(state.target);
  const targets = state.catalog?.targets ?? [];
  const scheme = preferredColorScheme();
  const ordered = [
    ...targets.filter((target) => target.colorScheme === scheme).map((target) => target.id),
    ...targets.map((target) => target.id),
    ...latest.keys(),
  ];
  for (const id of ordered) {
    if (latest.has(id)) return latest.get(id);
  }
  return null;
}

function show() {
  const frame = pickFrame();
  if (!frame) {
    if (state.shown) return; // keep the old frame until the new preview's arrives
    messageElement.hidden = false;
    messageElement.textContent = state.preview ? `Waiting for ${previewName(state.preview)}…` : "No previews found.";
    return;
  }
  display(frame, false);
  saveLastFrame(frame);
}

/// Puts `frame` on screen; `fromStorage` marks a frame restored from IndexedDB at page load.
function display(frame, fromStorage) {
  const { header } = frame;
  messageElement.hidden = true;
  document.title = `${previewName(header.preview)} · previewd`;
  if (state.shown?.hash === header.hash && state.shown?.target === header.target) return;
  const oldURL = shownURL;
  shownURL = URL.createObjectURL(frame.image);
  image.src = shownURL;
  overlay.settle(header.hash);
  image.alt = previewName(header.preview);
  image.hidden = false;
  if (oldURL) URL.revokeObjectURL(oldURL);
  state.shown = {
    preview: header.preview, target: header.target, hash: header.hash, width: header.width,
    height: header.height, restored: !!header.restored, fromStorage,
  };
  image.dataset.width = header.width;
  image.dataset.height = header.height;
  image.dataset.scale = header.scale;
  fit();
}

function previewName(id) {
  return state.catalog?.previews?.find((preview) => preview.id === id)?.name || id;
}

/// Shows the frame at one image pixel per device pixel (it was made for this screen), shrunk to fit the stage when
/// it is larger (the controls take the bottom of the screen, a named target, a frame from before a rotation),
/// keeping its aspect ratio.
const stage = document.getElementById("stage");
function fit() {
  const width = Number(image.dataset.width) || image.naturalWidth;
  const height = Number(image.dataset.height) || image.naturalHeight;
  if (!width || !height) return;
  const ratio = devicePixelRatio || 1;
  // The stage's exact size: clientWidth and clientHeight are rounded, and a frame a fraction of a pixel taller than
  // the stage would reach under the control bar.
  const box = stage.getBoundingClientRect();
  const shrink = Math.min(1, (box.width * ratio) / width, (box.height * ratio) / height);
  image.style.width = `${(width / ratio) * shrink}px`;
  image.style.height = `${(height / ratio) * shrink}px`;
}

// Moving between previews: swipe left/right, or the arrow buttons.
function step(offset) {
  const ids = (state.catalog?.previews ?? []).map((preview) => preview.id);
  if (ids.length === 0) return;
  const index = Math.max(0, ids.indexOf(state.preview));
  switchTo(ids[(index + offset + ids.length) % ids.length]);
}
const followButton = document.getElementById("follow");
function showFollowing() {
  followButton.setAttribute("aria-pressed", String(state.following));
  followButton.textContent = state.following ? "following" : "not following";
}
followButton.addEventListener("click", () => {
  state.following = !state.following;
  try {
    localStorage.setItem("previewd.follow", state.following ? "on" : "off");
  } catch {
    // this page load only
  }
  connection.send({ type: "follow", follow: state.following });
  showFollowing();
});
showFollowing();

// The controls (arrows, follow, target picker, interact, status) sit in a bar below the stage, never over the
// preview: while they show, the frame is shrunk to fit above them. They leave once the connection is live and the
// screen was not touched for a while, giving the preview the whole screen at one pixel per pixel; a touch or a key
// brings them back, and they stay while the connection is not live, to say so.
let controlsTimer = null;
let touchedAt = -Infinity;
function showControls(shown) {
  if (document.body.classList.contains("controls-hidden") !== shown) return;
  document.body.classList.toggle("controls-hidden", !shown);
  fit();
}
function hideIdleControls() {
  if (state.status === "live" && !state.problem && performance.now() - touchedAt >= CONTROLS_IDLE_MS) showControls(false);
}
function revealControls() {
  touchedAt = performance.now();
  showControls(true);
  clearTimeout(controlsTimer);
  controlsTimer = setTimeout(hideIdleControls, CONTROLS_IDLE_MS);
}
// In interactive mode a tap on the preview is the preview's (showing the controls would shrink it under the
// finger); a long press brings them back there.
let longPress = null;
let pressedAt = null;
function endLongPress() {
  clearTimeout(longPress);
  longPress = null;
  pressedAt = null;
}
addEventListener("pointerdown", (event) => {
  if (!(state.interactive && event.target === image)) {
    revealControls();
    return;
  }
  endLongPress();
  pressedAt = { x: event.clientX, y: event.clientY };
  longPress = setTimeout(revealControls, LONG_PRESS_MS);
}, { capture: true, passive: true });
// A resting finger trembles; a drag of more than a few points is a swipe, not a long press.
addEventListener("pointermove", (event) => {
  if (pressedAt && Math.hypot(event.clientX - pressedAt.x, event.clientY - pressedAt.y) > 10) endLongPress();
}, { passive: true });
for (const kind of ["pointerup", "pointercancel"]) addEventListener(kind, endLongPress, { passive: true });
addEventListener("keydown", revealControls, { capture: true, passive: true });

// The target picker: this screen's own target, or a named one from the catalog (kept in the URL). Before a catalog
// arrives (a page loaded while previewd is down) it still says what the frame is rendered for: this screen, or the
// named target's id.
const targetPicker = document.getElementById("target-picker");
function fillTargetPicker() {
  const targets = state.catalog?.targets ?? (namedTarget ? [{ id: namedTarget, name: namedTarget }] : []);
  const choices = [["", "This screen"], ...targets.map((target) => [target.id, target.name])];
  const current = [...targetPicker.options].map((option) => option.value);
  if (JSON.stringify(current) !== JSON.stringify(choices.map(([id]) => id))) {
    targetPicker.replaceChildren(...choices.map(([id, name]) => Object.assign(new Option(pickerLabel(name), id), { title: name })));
  }
  targetPicker.value = namedTarget ?? "";
}
/// A catalog target's name, short enough for the bar of a 390-pt phone beside the other controls ("iPhone 15 Pro,
/// dark" → "15 Pro ☾"); the option's tooltip has the whole name.
function pickerLabel(name) {
  return name.replace(/^iPhone /, "").replace(/-inch\b/, "″").replace(/, light\b/, " ☀").replace(/, dark\b/, " ☾");
}
fillTargetPicker();
targetPicker.addEventListener("change", () => {
  namedTarget = targetPicker.value || null;
  const url = new URL(location.href);
  if (namedTarget) url.searchParams.set("target", namedTarget);
  else url.searchParams.delete("target");
  history.replaceState(null, "", url);
  state.target = namedTarget ?? state.deviceTarget?.id ?? null;
  latest = new Map();
  state.frames = {};
  subscribe();
});

// Interactive mode: a tap is sent in the frame's points; the daemon answers with a frame for this phone alone.
const interactButton = document.getElementById("interact");
function showInteractive() {
  interactButton.setAttribute("aria-pressed", String(state.interactive));
  document.body.classList.toggle("interactive", state.interactive);
}
interactButton.addEventListener("click", () => {
  state.interactive = !state.interactive;
  try {
    localStorage.setItem("previewd.interactive", state.interactive ? "on" : "off");
  } catch {
    // this page load only
  }
  // Leaving interactive mode shows the preview as the code starts it again.
  if (!state.interactive) connection.send({ type: "reset" });
  showInteractive();
  // Entering it hands the whole screen to the preview at once, for taps at the size it was made for.
  if (state.interactive) {
    touchedAt = -Infinity;
    hideIdleControls();
  }
});
showInteractive();
image.addEventListener("click", (event) => {
  const shown = state.shown;
  if (!state.interactive || !shown || shown.fromStorage || !image.clientWidth) return;
  const scale = Number(image.dataset.scale) || 1;
  const x = (event.offsetX / image.clientWidth) * (shown.width / scale);
  const y = (event.offsetY / image.clientHeight) * (shown.height / scale);
  connection.send({ type: "tap", preview: shown.preview, target: shown.target, x, y });
  state.tapsSent += 1;
});

document.getElementById("previous").addEventListener("click", () => step(-1));
document.getElementById("next").addEventListener("click", () => step(1));
let touchStartX = null;
addEventListener("touchstart", (event) => { touchStartX = event.touches[0]?.clientX ?? null; }, { passive: true });
addEventListener("touchend", (event) => {
  const endX = event.changedTouches[0]?.clientX;
  if (touchStartX === null || endX === undefined) return;
  const distance = endX - touchStartX;
  touchStartX = null;
  if (Math.abs(distance) >= SWIPE_MIN_PX) step(distance < 0 ? 1 : -1);
});

// Rotation, resizing and a colour-scheme switch ask the daemon for a target that fits the new screen.
let screenTimer = null;
function screenChanged() {
  fit();
  clearTimeout(screenTimer);
  screenTimer = setTimeout(() => connection.send(screenMessage()), SCREEN_SETTLE_MS);
}
addEventListener("resize", screenChanged);
// The stage also changes size when the control bar comes, goes or takes a second row (the status got longer):
// the frame is fitted again at once, so it never reaches under the bar.
new ResizeObserver(() => fit()).observe(stage);
matchMedia("(prefers-color-scheme: dark)").addEventListener("change", screenChanged);

// The last frame from before a reload, shown (not live) until the daemon sends a newer one.
loadLastFrame().then((stored) => {
  if (!stored || state.shown) return;
  if (!state.preview) state.preview = stored.header.preview;
  display(stored, true);
});
// A device with a credential of its own connects with it; one opened from the pairing URL trades the token first.
pairThisDevice().finally(() => connection.start());
