// Registers the device view's Service Worker (sw.js) where browsers allow one: on HTTPS (`serve --https`, with
// previewd's certificate authority trusted by the phone). Plain HTTP on a LAN is not a secure context, so there
// the page stays as it always was: a reload needs the daemon up.

/// For tests and the curious: whether a Service Worker keeps this page for reloads while previewd is down.
export const offline = { supported: location.protocol === "https:" && "serviceWorker" in navigator, registered: false, error: null };
globalThis.previewdOffline = offline;

if (offline.supported) {
  // updateViaCache "none": the browser checks sw.js itself on every load, so a new previewd's worker takes over.
  navigator.serviceWorker.register("sw.js", { scope: "./", updateViaCache: "none" })
    .then(() => { offline.registered = true; })
    .catch((error) => {
      offline.error = String(error?.message ?? error);
      console.warn("previewd: no offline reloads:", offline.error);
    });
}
