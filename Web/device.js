// The phone view: one preview, full screen, in the target whose colour scheme matches the phone's.

import { PreviewConnection, helloMessage, preferredColorScheme, showStatus } from "./connection.js";

const requestedPreview = new URLSearchParams(location.search).get("preview");

/// What tests can read about the page; `shown` is the frame on screen.
const state = {
  status: "connecting",
  frames: {},
  catalog: null,
  framesReceived: 0,
  preview: requestedPreview,
  shown: null,
};
window.previewd = state;

const badge = document.getElementById("status");
const image = document.getElementById("frame");
const messageElement = document.getElementById("message");

/// target id → { header, image: Blob } for the selected preview.
let latest = new Map();
let shownURL = null;
/// What the daemon said this client showed last (welcome.resume), used when the URL names no preview.
let resumePreview = null;

const connection = new PreviewConnection({
  onStatus(status) {
    state.status = status;
    showStatus(badge, status);
  },
  onOpen(send) {
    send(helloMessage("device"));
    if (state.preview) subscribe(send);
  },
  onMessage: receive,
  onFrame: keepFrame,
});

function subscribe(send = (message) => connection.send(message)) {
  send({ type: "subscribe", previews: [state.preview], targets: ["*"] });
  send({ type: "select", preview: state.preview });
}

function receive(message) {
  if (message.type === "welcome") {
    resumePreview = message.resume?.preview ?? null;
  } else if (message.type === "catalog") {
    state.catalog = message;
    choosePreview();
    show();
  }
}

/// Without `?preview=`: keep the current one while it exists, else resume, else the first in the catalog.
function choosePreview() {
  if (requestedPreview) return;
  const ids = (state.catalog.previews ?? []).map((preview) => preview.id);
  let chosen = state.preview;
  if (!ids.includes(chosen)) chosen = ids.includes(resumePreview) ? resumePreview : ids[0] ?? null;
  if (chosen === state.preview) return;
  state.preview = chosen;
  latest = new Map();
  state.frames = {};
  if (chosen) subscribe();
}

function keepFrame(frame) {
  state.framesReceived += 1;
  const { header } = frame;
  // Until our subscription takes effect the daemon sends every frame; only the selected preview matters.
  if (header.preview !== state.preview) return;
  latest.set(header.target, frame);
  state.frames[`${header.preview}/${header.target}`] = {
    hash: header.hash,
    seq: header.seq,
    generation: header.generation,
    width: header.width,
    height: header.height,
  };
  show();
}

/// The frame to show: the first target (in catalog order) with our colour scheme, else the first with a frame.
function pickFrame() {
  const targets = state.catalog?.targets ?? [];
  const scheme = preferredColorScheme();
  const ordered = [
    ...targets.filter((target) => target.colorScheme === scheme).map((target) => target.id),
    ...targets.map((target) => target.id),
    ...latest.keys(),
  ];
  for (const id of ordered) {
    const frame = latest.get(id);
    if (frame) return frame;
  }
  return null;
}

function show() {
  const frame = pickFrame();
  if (!frame) {
    messageElement.hidden = false;
    messageElement.textContent = state.preview ? `Waiting for ${previewName(state.preview)}…` : "No previews found.";
    return;
  }
  const { header } = frame;
  messageElement.hidden = true;
  document.title = `${previewName(header.preview)} · previewd`;
  if (state.shown?.hash === header.hash && state.shown?.target === header.target) return;
  const oldURL = shownURL;
  shownURL = URL.createObjectURL(frame.image);
  image.src = shownURL;
  image.alt = previewName(header.preview);
  image.hidden = false;
  if (oldURL) URL.revokeObjectURL(oldURL);
  state.shown = { preview: header.preview, target: header.target, hash: header.hash };
  image.dataset.width = header.width;
  image.dataset.height = header.height;
  fit();
}

function previewName(id) {
  return state.catalog?.previews?.find((preview) => preview.id === id)?.name || id;
}

/// Scales the frame to the largest size that fits the viewport, keeping its aspect ratio.
function fit() {
  const width = Number(image.dataset.width) || image.naturalWidth;
  const height = Number(image.dataset.height) || image.naturalHeight;
  if (!width || !height) return;
  const scale = Math.min(innerWidth / width, innerHeight / height);
  image.style.width = `${Math.floor(width * scale)}px`;
  image.style.height = `${Math.floor(height * scale)}px`;
}

addEventListener("resize", fit);
matchMedia("(prefers-color-scheme: dark)").addEventListener("change", show);
connection.start();
