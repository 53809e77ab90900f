// The dashboard: every frame the daemon streams, as tiles grouped by preview, plus the diagnostics.

import { PreviewConnection, helloMessage, pairingToken, showStatus } from "./connection.js";

/// What tests (and curious people in the console) can read about the page.
const state = { status: "connecting", frames: {}, catalog: null, framesReceived: 0, selected: null };
window.previewd = state;

const badge = document.getElementById("status");
const groupsElement = document.getElementById("previews");
const diagnosticsElement = document.getElementById("diagnostics");
const emptyElement = document.getElementById("empty");
const projectElement = document.getElementById("project");

/// key "<preview>/<target>" → { element, image, caption, url }
const tiles = new Map();
/// preview id → { element, tilesElement, heading }
const groups = new Map();

function previewName(id) {
  return state.catalog?.previews?.find((preview) => preview.id === id)?.name || id;
}

function targetName(id) {
  return state.catalog?.targets?.find((target) => target.id === id)?.name || id;
}

function group(previewID) {
  let entry = groups.get(previewID);
  if (entry) return entry;
  const element = document.createElement("section");
  element.className = "preview-group";
  element.dataset.preview = previewID;
  const heading = document.createElement("h2");
  const title = document.createElement("span");
  const mirror = document.createElement("button");
  mirror.type = "button";
  mirror.className = "mirror";
  mirror.textContent = "Show on devices";
  mirror.addEventListener("click", () => select(previewID));
  heading.append(title, mirror);
  const tilesElement = document.createElement("div");
  tilesElement.className = "tiles";
  element.append(heading, tilesElement);
  groupsElement.append(element);
  entry = { element, tilesElement, heading: title };
  groups.set(previewID, entry);
  return entry;
}

function tile(previewID, targetID) {
  const key = `${previewID}/${targetID}`;
  let entry = tiles.get(key);
  if (entry) return entry;
  const element = document.createElement("figure");
  element.className = "tile";
  element.dataset.key = key;
  element.dataset.preview = previewID;
  element.dataset.target = targetID;
  const frame = document.createElement("div");
  frame.className = "tile-image";
  const image = document.createElement("img");
  image.alt = "";
  image.decoding = "async";
  const stale = document.createElement("span");
  stale.className = "not-live-label";
  stale.textContent = "not live";
  frame.append(image, stale);
  const caption = document.createElement("figcaption");
  element.append(frame, caption);
  group(previewID).tilesElement.append(element);
  entry = { element, image, caption, url: null };
  tiles.set(key, entry);
  return entry;
}

function showFrame({ header, image }) {
  const key = `${header.preview}/${header.target}`;
  const entry = tile(header.preview, header.target);
  const oldURL = entry.url;
  entry.url = URL.createObjectURL(image);
  entry.image.src = entry.url;
  entry.image.alt = `${previewName(header.preview)} on ${targetName(header.target)}`;
  entry.element.dataset.hash = header.hash;
  // The element keeps painting the decoded old image until the new one is ready, so the old blob can go now.
  if (oldURL) URL.revokeObjectURL(oldURL);
  state.frames[key] = {
    hash: header.hash,
    seq: header.seq,
    generation: header.generation,
    width: header.width,
    height: header.height,
  };
  state.framesReceived += 1;
  emptyElement.hidden = true;
  label();
}

/// Captions, headings and order follow the newest catalog; previews it no longer lists disappear.
function label() {
  const previews = state.catalog?.previews;
  const targets = state.catalog?.targets;
  if (previews) {
    const known = new Set(previews.map((preview) => preview.id));
    for (const [id, entry] of groups) {
      if (known.has(id)) continue;
      entry.element.remove();
      groups.delete(id);
      for (const [key, tileEntry] of tiles) {
        if (tileEntry.element.dataset.preview !== id) continue;
        if (tileEntry.url) URL.revokeObjectURL(tileEntry.url);
        tiles.delete(key);
        delete state.frames[key];
      }
    }
    for (const preview of previews) {
      const entry = groups.get(preview.id);
      if (entry) groupsElement.append(entry.element); // re-append in catalog order
    }
  }
  for (const [id, entry] of groups) {
    const preview = previews?.find((candidate) => candidate.id === id);
    entry.heading.textContent = preview ? `${preview.name || preview.id} — ${preview.file}:${preview.line}` : id;
    if (targets) {
      for (const target of targets) {
        const tileEntry = tiles.get(`${id}/${target.id}`);
        if (tileEntry) entry.tilesElement.append(tileEntry.element);
      }
    }
  }
  for (const entry of tiles.values()) {
    const { preview, target } = entry.element.dataset;
    entry.caption.textContent = `${previewName(preview)} · ${targetName(target)}`;
  }
}

/// Mirrors `previewID` on every device that follows the dashboard (the daemon tells them).
function select(previewID) {
  if (!connection.send({ type: "select", preview: previewID })) return;
  markSelected(previewID);
}

function markSelected(previewID) {
  state.selected = previewID;
  for (const [id, entry] of groups) entry.element.classList.toggle("selected", id === previewID);
}

function showDiagnostics(diagnostics) {
  diagnosticsElement.replaceChildren();
  for (const diagnostic of diagnostics ?? []) {
    const item = document.createElement("li");
    item.className = `diagnostic ${diagnostic.severity}`;
    const location = document.createElement("code");
    location.textContent = `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}`;
    const scope = diagnostic.preview ? ` (${previewName(diagnostic.preview)})` : "";
    item.append(location, ` ${diagnostic.severity} ${diagnostic.message}${scope}`);
    diagnosticsElement.append(item);
  }
  diagnosticsElement.parentElement.hidden = diagnosticsElement.childElementCount === 0;
}

function receive(message) {
  switch (message.type) {
    case "catalog":
      state.catalog = message;
      projectElement.textContent = message.project ? `${message.project} · generation ${message.generation}` : "";
      showDiagnostics(message.diagnostics);
      label();
      if (state.selected) markSelected(state.selected);
      break;
    case "welcome":
      if (message.mirror) markSelected(message.mirror);
      break;
    case "error":
      console.warn("previewd:", message.message);
      break;
    default:
      break; // pong and future messages need nothing here
  }
}

/// The pairing QR code (an SVG the daemon makes with libqrencode) and URL, loaded when the panel opens.
function showPairing() {
  const token = pairingToken();
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  document.getElementById("pair-code").src = `/api/v1/pair/qr.svg${query}`;
  fetch(`/api/v1/pair${query}`, { cache: "no-store" })
    .then((response) => (response.ok ? response.json() : null))
    .then((answer) => {
      if (answer?.url) document.getElementById("pair-url").textContent = answer.url;
    })
    .catch(() => {});
}
document.getElementById("pair").addEventListener("toggle", (event) => {
  if (event.target.open) showPairing();
});

const connection = new PreviewConnection({
  onStatus(status) {
    state.status = status;
    showStatus(badge, status);
  },
  onOpen(send) {
    send(helloMessage("dashboard"));
  },
  onMessage: receive,
  onFrame: showFrame,
});
connection.start();
