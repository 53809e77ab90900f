// The device view's Service Worker: keeps the page and its scripts, so a reload while previewd is down still
// opens the device view, which then shows the last frame kept in IndexedDB, marked offline (frame-cache.js).
// Registered by offline.js on HTTPS only (`serve --https`): plain HTTP on a LAN is not a secure context and has no
// Service Workers.
//
// Network first: while previewd answers, every load gets its current files and refreshes the kept copies, so an
// updated previewd is never hidden behind old ones; the kept copy answers only when the network fails. Only the
// page's own public files are kept, requested without credentials: never the API, the WebSocket, the manifest
// (which may carry this device's credential), another origin's responses or anything sent with Authorization.

const CACHE = "previewd-device-view";
/// Kept at install, relative to this script (the web root), so the first reload after pairing already works
/// offline. Any other file of the web client the page loads (a module it imports) is kept when it is loaded.
const SHELL = [
  "device", "device.js", "connection.js", "damage.js", "timing.js", "frame-cache.js", "offline.js", "style.css",
  "icon.svg",
  "icon-180.png",
];
/// A network that neither answers nor fails (a phone that left the Wi-Fi) gives up after this long.
const NETWORK_TIMEOUT_MS = 4000;

const scopePath = (name) => new URL(name, self.location).pathname;
/// What is not a file of the web client: the API (frames included), the WebSocket, the daemon's other endpoints,
/// the manifest (its answer may carry the device's credential) and this worker itself.
const NOT_KEPT = [scopePath("api/"), scopePath("ws"), scopePath("metrics"), scopePath("healthz"), scopePath("ca.crt"),
  scopePath("manifest.webmanifest"), scopePath("sw.js")];

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      // One by one, so a file that is missing does not stop the worker from installing.
      .then((cache) => Promise.all(SHELL.map((name) => keep(cache, name, scopePath(name)).catch(() => {}))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/// The path a file of the web client is kept under, or null for anything that is not one.
function keptPath(url) {
  if (url.origin !== self.location.origin) return null;
  // `/device.html` is the same page as `/device`; the query (?preview=, ?target=) only says what to show.
  const path = url.pathname === scopePath("device.html") ? scopePath("device") : url.pathname;
  if (NOT_KEPT.some((prefix) => path === prefix || (prefix.endsWith("/") && path.startsWith(prefix)))) return null;
  if (url.search && path !== scopePath("device")) return null;
  return path;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || request.headers.has("Authorization")) return;
  const url = new URL(request.url);
  const path = keptPath(url);
  if (path) event.respondWith(networkFirst(url, path));
});

// The page that registered this worker loaded its files before the worker controlled it; offline.js sends their
// URLs (whatever modules the page imports today), and they are kept at once, so the very next reload works
// offline. The answer on the message's port says when.
self.addEventListener("message", (event) => {
  const urls = Array.isArray(event.data?.keep) ? event.data.keep.slice(0, 64) : [];
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => Promise.all(urls.map((address) => {
        const url = new URL(String(address), self.location);
        const path = keptPath(url);
        return path ? keep(cache, url, path).catch(() => {}) : null;
      })))
      .then(() => event.ports[0]?.postMessage({ kept: urls.length })),
  );
});

async function networkFirst(url, path) {
  const cache = await caches.open(CACHE);
  try {
    return await keep(cache, url, path);
  } catch (error) {
    const kept = await cache.match(path);
    if (kept) return kept;
    throw error;
  }
}

/// Fetches `url` without credentials, bypassing the HTTP cache, and keeps the answer under `path` when it is a
/// complete one (an error page never replaces a kept copy). A network that neither answers nor fails is given up
/// after NETWORK_TIMEOUT_MS.
async function keep(cache, url, path) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), NETWORK_TIMEOUT_MS);
  try {
    // By URL, not the browser's Request: a navigation's Request cannot be fetched with options of our own.
    const response = await fetch(url, { cache: "no-store", credentials: "omit", signal: controller.signal });
    if (response.ok && response.type === "basic") await cache.put(path, response.clone());
    return response;
  } finally {
    clearTimeout(timer);
  }
}
