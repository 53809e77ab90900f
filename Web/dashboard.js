// The dashboard: every frame the daemon streams, as tiles grouped by preview and previews grouped by source file
// (the file saved last first, then pinned previews), plus the diagnostics.

import { PreviewConnection, daemonFetch, helloMessage, showStatus } from "./connection.js";
import { PatchOverlay } from "./patch-overlay.js";
import { TileView } from "./tile-view.js";

/// What tests (and curious people in the console) can read about the page.
const state = {
  status: "connecting", frames: {}, catalog: null, framesReceived: 0,
  /// The preview shown on devices; a deep link (`?selected=ID`) opens the dashboard with it marked.
  selected: new URLSearchParams(location.search).get("selected"),
  pins: [],
  /// `?variants=ID&axis=colorScheme|dynamicTypeSize|orientation`: one preview across every value of the axis.
  variants: (() => {
    const parameters = new URLSearchParams(location.search);
    const preview = parameters.get("variants");
    return preview ? { preview, axis: parameters.get("axis") || "colorScheme", targets: [] } : null;
  })(),
  /// "rendering" or "idle", and every change seen (for tests: a fast render is over before anyone looks).
  activity: "idle",
  activityChanges: [],
  /// Target ids hidden with the toggles; a deep link carries them (`?hide=a,b`).
  hidden: (new URLSearchParams(location.search).get("hide") ?? "").split(",").filter(Boolean),
  /// Preview ids in the order the page shows them, and the sections' titles.
  order: [],
  sections: [],
  /// The tile ("preview/target") shown alone at its natural resolution; the URL's fragment keeps it (`#focus=`).
  focused: new URLSearchParams(location.hash.slice(1)).get("focus"),
  /// Tile width in CSS px (the zoom control), kept in localStorage.
  zoom: null,
};
window.previewd = state;

const badge = document.getElementById("status");
const groupsElement = document.getElementById("previews");
const diagnosticsElement = document.getElementById("diagnostics");
const emptyElement = document.getElementById("empty");
const projectElement = document.getElementById("project");

/// key "<preview>/<target>" → { element, canvas, view: TileView, caption, header }
const tiles = new Map();
/// preview id → { element, tilesElement, heading, pinButton }
const groups = new Map();
/// section key ("file:<path>" or "pinned") → { element, body }
const sections = new Map();
let scrolledToSelection = false;

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
  const heading = document.createElement("h3");
  const title = document.createElement("span");
  const mirror = document.createElement("button");
  mirror.type = "button";
  mirror.className = "mirror";
  mirror.textContent = "Show on devices";
  mirror.addEventListener("click", () => select(previewID));
  const pinButton = document.createElement("button");
  pinButton.type = "button";
  pinButton.className = "pin";
  pinButton.addEventListener("click", () => {
    connection.send({ type: state.pins.includes(previewID) ? "unpin" : "pin", preview: previewID });
  });
  const variants = document.createElement("select");
  variants.className = "variants-menu";
  variants.setAttribute("aria-label", "Show variants");
  for (const [value, text] of [["", "Variants…"], ["colorScheme", "every colour scheme"],
    ["dynamicTypeSize", "every Dynamic Type size"], ["orientation", "both orientations"]]) {
    variants.append(new Option(text, value));
  }
  variants.addEventListener("change", () => {
    if (!variants.value) return;
    const url = new URL(location.href);
    url.searchParams.set("variants", previewID);
    url.searchParams.set("axis", variants.value);
    location.href = url.toString();
  });
  heading.append(title, mirror, pinButton, variants);
  const problems = document.createElement("ul");
  problems.className = "preview-diagnostics";
  const tilesElement = document.createElement("div");
  tilesElement.className = "tiles";
  element.append(heading, problems, tilesElement);
  groupsElement.append(element);
  entry = { element, tilesElement, heading: title, pinButton, problems };
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
  const canvas = document.createElement("canvas");
  canvas.className = "tile-canvas";
  canvas.setAttribute("role", "img");
  // Until the first frame is drawn: a box of the tile's width, not the canvas's default 300×150.
  canvas.width = 0;
  canvas.height = 0;
  const stale = document.createElement("span");
  stale.className = "not-live-label";
  stale.textContent = "not live";
  frame.append(canvas, stale);
  frame.addEventListener("click", () => focus(key));
  const caption = document.createElement("figcaption");
  element.append(frame, caption);
  group(previewID).tilesElement.append(element);
  const view = new TileView(canvas, key, tileWidth, () => connection.compositor.fullFrame(key));
  entry = { element, canvas, caption, view, header: null };
  tiles.set(key, entry);
  visibility.observe(element);
  return entry;
}

/// The width of a tile's picture in device pixels: the zoom's width inside the tile's 1 px border.
function tileWidth() {
  return Math.max(1, (state.zoom ?? 88) - 2) * devicePixelRatio;
}

/// Tiles out of sight (with a margin of a screen) draw nothing: their frames wait in the compositor, composed
/// once when they come into sight. An edit then decodes only the tiles someone can see.
const visibility = new IntersectionObserver((entries) => {
  for (const entry of entries) tiles.get(entry.target.dataset.key)?.view.setVisible(entry.isIntersecting);
}, { rootMargin: "100% 0px" });

function showFrame({ header, image }) {
  if (state.variants) {
    showVariantFrame(header, image);
    return;
  }
  // Frames rendered for a phone's own screen (ad-hoc targets) or for another dashboard's variants view are not
  // this view's.
  const catalogTargets = state.catalog?.targets?.map((target) => target.id);
  if (header.target.startsWith("viewport-") || (catalogTargets && !catalogTargets.includes(header.target))) return;
  const isNewGroup = !groups.has(header.preview);
  const key = `${header.preview}/${header.target}`;
  const isNewTile = !tiles.has(key);
  const entry = tile(header.preview, header.target);
  const composed = entry.header?.hash === header.hash;
  entry.header = header;
  entry.canvas.setAttribute("aria-label", `${previewName(header.preview)} on ${targetName(header.target)}`);
  // A frame composed from damage frames the tile has drawn already (for the focused view) is on it.
  const shown = composed && !entry.view.stale ? Promise.resolve(true) : entry.view.showFull({ header, image });
  if (state.focused === key) showFocused(entry, { header, image });
  noteFrame(key, header);
  emptyElement.hidden = true;
  // A new tile is placed and captioned; a new image in a placed tile moves nothing.
  if (isNewTile) {
    label();
    if (isNewGroup && state.catalog) showDiagnostics(state.catalog.diagnostics);
    applyToggles();
  }
  return shown;
}

/// A damage frame's patches are drawn into the tile at once; the focused view lays them over its image, whose
/// full image follows (showFrame). Other tiles never need the full image.
function showPatches(frame) {
  const { header } = frame;
  const key = `${header.preview}/${header.target}`;
  const entry = tiles.get(key);
  if (state.variants || !entry) return false;
  entry.header = header;
  noteFrame(key, header);
  if (state.focused === key) focusOverlay.paint(frame);
  return entry.view.showPatches(frame);
}

// The focused view: one tile's frame at one image pixel per device pixel, over the dashboard. A click on a tile
// opens it; Escape or the close button return; the URL's fragment keeps it, so a reload opens it again.
const focusElement = document.getElementById("focus");
const focusImage = document.getElementById("focus-image");
const focusOverlay = new PatchOverlay(focusImage);

function focus(key) {
  state.focused = key;
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (key) fragment.set("focus", key);
  else fragment.delete("focus");
  const url = new URL(location.href);
  url.hash = fragment.toString();
  history.replaceState(history.state, "", url);
  const entry = key && tiles.get(key);
  // The tile's newest frame, composed from the damage frames received since its last full one; from now on the
  // key's damage frames are composed as they come (composeInBackground).
  if (entry?.header) {
    connection.compositor.fullFrame(key).then((frame) => {
      if (frame && state.focused === key) showFocused(entry, frame);
    });
  }
  if (!key) {
    focusElement.hidden = true;
    focusImage.removeAttribute("src");
    focusOverlay.settle(null);
  }
}

function showFocused(entry, { header: frame, image }) {
  const { preview, target } = entry.element.dataset;
  if (focusImage.src.startsWith("blob:")) URL.revokeObjectURL(focusImage.src);
  focusImage.src = URL.createObjectURL(image);
  focusOverlay.settle(frame.hash);
  focusImage.alt = `${previewName(preview)} on ${targetName(target)}`;
  // The frame's pixels are device pixels: this many CSS pixels shows each on one.
  focusImage.style.width = `${frame.width / devicePixelRatio}px`;
  focusImage.style.height = `${frame.height / devicePixelRatio}px`;
  document.getElementById("focus-title").textContent =
    `${previewName(preview)} · ${targetName(target)} · ${frame.width}×${frame.height}`;
  focusElement.dataset.key = entry.element.dataset.key;
  focusElement.dataset.hash = frame.hash;
  focusElement.hidden = false;
}

document.getElementById("focus-close").addEventListener("click", () => focus(null));
addEventListener("keydown", (event) => {
  if (event.key === "Escape" && state.focused) focus(null);
});

// The zoom: every tile's width, kept for the next visit.
const ZOOM_KEY = "previewd.zoom";
const zoomInput = document.getElementById("zoom");
function zoom(width) {
  const value = Math.min(Number(zoomInput.max), Math.max(Number(zoomInput.min), Math.round(width) || 88));
  state.zoom = value;
  zoomInput.value = String(value);
  document.body.style.setProperty("--tile-width", `${value}px`);
  // Drawn again at the new size once the zoom settles.
  clearTimeout(resizeTimer);
  resizeTimer = setTimeout(() => {
    for (const entry of tiles.values()) entry.view.resize();
  }, 150);
  return value;
}
let resizeTimer = null;

// A window moved to a screen of another pixel ratio (or the browser's zoom) draws the tiles again at the new size.
function watchPixelRatio() {
  matchMedia(`(resolution: ${devicePixelRatio}dppx)`).addEventListener("change", () => {
    for (const entry of tiles.values()) entry.view.resize();
    watchPixelRatio();
  }, { once: true });
}
watchPixelRatio();
zoomInput.addEventListener("input", () => {
  const value = zoom(Number(zoomInput.value));
  try {
    localStorage.setItem(ZOOM_KEY, String(value));
  } catch {
    // this page load only
  }
});
zoom((() => {
  try {
    return Number(localStorage.getItem(ZOOM_KEY)) || Number(zoomInput.value);
  } catch {
    return Number(zoomInput.value);
  }
})());

function noteFrame(key, header) {
  state.frames[key] = {
    hash: header.hash,
    seq: header.seq,
    generation: header.generation,
    width: header.width,
    height: header.height,
  };
  state.framesReceived += 1;
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
        visibility.unobserve(tileEntry.element);
        tiles.delete(key);
        delete state.frames[key];
      }
    }
    arrange(previews);
  }
  for (const [id, entry] of groups) {
    const preview = previews?.find((candidate) => candidate.id === id);
    setText(entry.heading, preview ? `${preview.name || preview.id} — ${preview.file}:${preview.line}` : id);
    if (entry.heading.title !== entry.heading.textContent) entry.heading.title = entry.heading.textContent;
    if (targets) {
      let index = 0;
      for (const target of targets) {
        const tileEntry = tiles.get(`${id}/${target.id}`);
        if (tileEntry) place(entry.tilesElement, tileEntry.element, index++);
      }
    }
  }
  for (const entry of tiles.values()) {
    const { preview, target } = entry.element.dataset;
    setText(entry.caption, `${previewName(preview)} · ${targetName(target)}`);
  }
}

// Every edit brings a new catalog, and with it this page's labels and order, mostly unchanged. A node moved to where
// it already is, or a text set to what it already says, still makes the browser lay out and paint it again (and
// in the middle of the edit's frames): only what changed is touched.

/// Puts `child` at `index` among `parent`'s children unless it is there already.
function place(parent, child, index) {
  const at = parent.children[index] ?? null;
  if (at !== child) parent.insertBefore(child, at);
}

function setText(element, text) {
  if (element.textContent !== text) element.textContent = text;
}

function section(key, title) {
  let entry = sections.get(key);
  if (!entry) {
    const element = document.createElement("section");
    element.className = "file-section";
    element.dataset.section = key;
    const divider = document.createElement("h2");
    divider.className = "file-divider";
    const body = document.createElement("div");
    element.append(divider, body);
    entry = { element, divider, body };
    sections.set(key, entry);
  }
  setText(entry.divider, title);
  return entry;
}

/// Orders the previews: the current file (saved last) first, then pinned previews from other files, then the
/// other files in catalog order, each under a divider naming it.
function arrange(previews) {
  const current = state.catalog?.currentFile ?? null;
  const files = [...new Set(previews.map((preview) => preview.file))];
  const pinned = previews.filter((preview) => state.pins.includes(preview.id) && preview.file !== current);
  const layout = [];
  if (current && files.includes(current)) {
    layout.push([`file:${current}`, `${current} · current file`, previews.filter((p) => p.file === current)]);
  }
  if (pinned.length) layout.push(["pinned", "Pinned", pinned]);
  for (const file of files) {
    if (file === current) continue;
    const rest = previews.filter((p) => p.file === file && !pinned.includes(p));
    if (rest.length) layout.push([`file:${file}`, file, rest]);
  }
  const used = new Set();
  state.order = [];
  state.sections = [];
  for (const [key, title, members] of layout) {
    const entry = section(key, title);
    used.add(key);
    place(groupsElement, entry.element, state.sections.length);
    state.sections.push(title);
    let index = 0;
    for (const preview of members) {
      const group = groups.get(preview.id);
      if (!group) continue;
      place(entry.body, group.element, index++);
      state.order.push(preview.id);
    }
  }
  for (const [key, entry] of sections) {
    if (used.has(key)) continue;
    entry.element.remove();
    sections.delete(key);
  }
  for (const [id, entry] of groups) {
    const isPinned = state.pins.includes(id);
    entry.element.classList.toggle("pinned", isPinned);
    setText(entry.pinButton, isPinned ? "Unpin" : "Pin");
  }
  if (state.selected) markSelected(state.selected);
}

function showActivity(rendering) {
  state.activity = rendering ? "rendering" : "idle";
  state.activityChanges.push(state.activity);
  if (state.activityChanges.length > 20) state.activityChanges.shift();
  const element = document.getElementById("activity");
  setText(element, state.activity);
  element.dataset.activity = state.activity;
}

// The variants view: the daemon renders the preview on every value of the axis (`variants` message) and the
// frames go into one row, in the order the daemon listed the targets.
const variantTiles = new Map();
/// The newest frame of each target of the preview, kept even before the `variants` answer listed the targets:
/// frames of matrix targets can arrive first, and the daemon does not send a frame twice.
const variantFrames = new Map();

function showVariants(message) {
  const view = state.variants;
  view.targets = message.targets ?? [];
  view.error = message.error ?? null;
  document.getElementById("previews").hidden = true;
  document.getElementById("target-toggles").hidden = true;
  document.getElementById("variants").hidden = false;
  const back = new URL(location.href);
  back.searchParams.delete("variants");
  back.searchParams.delete("axis");
  document.getElementById("variants-back").href = back.toString();
  document.getElementById("variants-title").textContent =
    view.error ?? `${previewName(view.preview)} · ${view.targets.length} variants`;
  const container = document.getElementById("variant-tiles");
  for (const target of view.targets) {
    let entry = variantTiles.get(target.id);
    if (!entry) {
      const element = document.createElement("figure");
      element.className = "tile";
      element.dataset.key = `${view.preview}/${target.id}`;
      element.dataset.target = target.id;
      const frame = document.createElement("div");
      frame.className = "tile-image";
      const image = document.createElement("img");
      image.alt = "";
      const stale = document.createElement("span");
      stale.className = "not-live-label";
      stale.textContent = "not live";
      frame.append(image, stale);
      const caption = document.createElement("figcaption");
      caption.textContent = target.name;
      element.append(frame, caption);
      entry = { element, image, url: null };
      variantTiles.set(target.id, entry);
      const early = variantFrames.get(target.id);
      if (early) drawVariant(entry, early.header, early.image);
    }
    container.append(entry.element);
  }
}

function showVariantFrame(header, image) {
  if (header.preview !== state.variants.preview) return;
  variantFrames.set(header.target, { header, image });
  const entry = variantTiles.get(header.target);
  if (entry) drawVariant(entry, header, image);
}

function drawVariant(entry, header, image) {
  const oldURL = entry.url;
  entry.url = URL.createObjectURL(image);
  entry.image.src = entry.url;
  if (oldURL) URL.revokeObjectURL(oldURL);
  state.frames[`${header.preview}/${header.target}`] = { hash: header.hash, width: header.width, height: header.height };
  state.framesReceived += 1;
  emptyElement.hidden = true;
}

/// Mirrors `previewID` on every device that follows the dashboard (the daemon tells them).
function select(previewID) {
  if (!connection.send({ type: "select", preview: previewID })) return;
  markSelected(previewID);
  // The URL names the selection, so a reload or a shared link opens the same view.
  const url = new URL(location.href);
  url.searchParams.set("selected", previewID);
  history.replaceState(null, "", url);
}

function markSelected(previewID) {
  state.selected = previewID;
  for (const [id, entry] of groups) entry.element.classList.toggle("selected", id === previewID);
  const group = groups.get(previewID);
  if (group && !scrolledToSelection && new URLSearchParams(location.search).get("selected") === previewID) {
    scrolledToSelection = true;
    group.element.scrollIntoView({ block: "start" });
  }
}

/// One checkbox per catalog target; unchecking hides that target's tiles (and the URL remembers it).
function showTargetToggles() {
  const fieldset = document.getElementById("target-toggles");
  if (state.variants) return;
  const targets = state.catalog?.targets ?? [];
  fieldset.hidden = targets.length < 2;
  const wanted = targets.map((target) => target.id).join(",");
  if (fieldset.dataset.targets !== wanted) {
    fieldset.dataset.targets = wanted;
    fieldset.querySelectorAll("label").forEach((label) => label.remove());
    for (const target of targets) {
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.value = target.id;
      box.addEventListener("change", () => {
        state.hidden = box.checked ? state.hidden.filter((id) => id !== target.id) : [...state.hidden, target.id];
        const url = new URL(location.href);
        if (state.hidden.length) url.searchParams.set("hide", state.hidden.join(","));
        else url.searchParams.delete("hide");
        history.replaceState(null, "", url);
        applyToggles();
      });
      label.append(box, ` ${target.name}`);
      fieldset.append(label);
    }
  }
  applyToggles();
}

function applyToggles() {
  for (const box of document.querySelectorAll("#target-toggles input")) box.checked = !state.hidden.includes(box.value);
  for (const entry of tiles.values()) entry.element.hidden = state.hidden.includes(entry.element.dataset.target);
}

/// What the diagnostics lists show now: the catalog of each edit mostly repeats them, and they are rebuilt only when
/// they changed.
let shownDiagnostics = null;

function showDiagnostics(diagnostics) {
  const shown = JSON.stringify([diagnostics ?? [], [...groups.keys()], state.catalog?.previews?.map((p) => p.name)]);
  if (shown === shownDiagnostics) return;
  shownDiagnostics = shown;
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
  // Each preview also lists its own, under its heading.
  for (const [id, entry] of groups) {
    entry.problems.replaceChildren();
    for (const diagnostic of (diagnostics ?? []).filter((d) => d.preview === id)) {
      const item = document.createElement("li");
      item.className = `diagnostic ${diagnostic.severity}`;
      const location = document.createElement("code");
      location.textContent = `${diagnostic.file}:${diagnostic.line}`;
      item.append(location, ` ${diagnostic.message}`);
      entry.problems.append(item);
    }
  }
  diagnosticsElement.parentElement.hidden = diagnosticsElement.childElementCount === 0;
}

function receive(message) {
  switch (message.type) {
    case "catalog":
      state.catalog = message;
      projectElement.textContent = message.project ? `${message.project} · generation ${message.generation}` : "";
      showEmptyProject(message);
      label();
      showDiagnostics(message.diagnostics);
      showTargetToggles();
      if (state.selected) markSelected(state.selected);
      break;
    case "welcome":
      showActivity(!!message.rendering);
      if (message.mirror && !state.selected) markSelected(message.mirror);
      state.pins = message.pins ?? [];
      label();
      break;
    case "variants":
      if (state.variants) showVariants(message);
      break;
    case "status":
      showActivity(message.rendering);
      break;
    case "pins":
      state.pins = message.pins ?? [];
      label();
      break;
    case "error":
      console.warn("previewd:", message.message);
      break;
    default:
      break; // pong and future messages need nothing here
  }
}

/// A project without previews says so (the catalog of a daemon still starting names no project yet), instead of
/// waiting for frames that will never come.
function showEmptyProject(catalog) {
  if (catalog.project === undefined) return;
  const empty = (catalog.previews ?? []).length === 0;
  emptyElement.textContent = empty
    ? `No previews found in ${catalog.project}: add a #Preview { … } to one of its Swift files.`
    : "Waiting for frames…";
  if (empty) emptyElement.hidden = false;
}

/// The pairing URL and its QR code (an SVG the daemon makes with libqrencode), loaded when the panel opens; when
/// no phone can reach the URL (previewd listens on this machine only) the daemon's hint replaces the code.
function showPairing() {
  const code = document.getElementById("pair-code");
  const how = document.getElementById("pair-how");
  const hint = document.getElementById("pair-hint");
  daemonFetch("/api/v1/pair", { cache: "no-store" })
    .then((response) => (response.ok ? response.json() : null))
    .then((answer) => {
      if (!answer?.url) return null;
      document.getElementById("pair-url").textContent = answer.url;
      hint.textContent = answer.hint ?? "";
      hint.hidden = !answer.hint;
      code.hidden = !!answer.hint;
      how.textContent = answer.hint ? "The device view on this machine:" : "Scan with the phone's camera, or open";
      return answer.hint ? null : daemonFetch("/api/v1/pair/qr.svg", { cache: "no-store" });
    })
    .then((response) => (response?.ok ? response.blob() : null))
    .then((svg) => {
      if (!svg) return;
      if (code.src.startsWith("blob:")) URL.revokeObjectURL(code.src);
      code.src = URL.createObjectURL(svg);
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
    if (state.variants) send({ type: "variants", preview: state.variants.preview, axis: state.variants.axis });
  },
  onMessage: receive,
  onFrame: showFrame,
  onPatches: showPatches,
  // Only the focused view shows a key's full image; tiles draw the patches themselves.
  composeInBackground: (key) => key === state.focused,
});
connection.start();
