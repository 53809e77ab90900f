// Registers the device view's Service Worker (sw.js) where browsers allow one: on HTTPS (`serve --https`, with
// previewd's certificate authority trusted by the phone). Plain HTTP on a LAN is not a secure context, so there
// the page stays as it always was: a reload needs the daemon up.

/// For tests and the curious: whether a Service Worker keeps this page for reloads while previewd is down, and
/// whether the files this load used are kept.
export const offline = {
  supported: location.protocol === "https:" && "serviceWorker" in navigator, registered: false, kept: false, error: null,
};
globalThis.previewdOffline = offline;

if (offline.supported) {
  const controlledAtLoad = !!navigator.serviceWorker.controller;
  // updateViaCache "none": the browser checks sw.js itself on every load, so a new previewd's worker takes over.
  navigator.serviceWorker.register("sw.js", { scope: "./", updateViaCache: "none" })
    .then(() => {
      offline.registered = true;
      return navigator.serviceWorker.ready;
    })
    .then((registration) => {
      // A page the worker served is kept as it loads.
      if (controlledAtLoad) {
        offline.kept = true;
        return;
      }
      // This load's files came before the worker did: ask it to keep them now (the page, its stylesheet, every
      // module it imported), so the next reload works offline even if it comes right away.
      const files = [location.href, ...performance.getEntriesByType("resource").map((entry) => entry.name)];
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { offline.kept = true; };
      registration.active?.postMessage({ keep: files }, [channel.port2]);
    })
    .catch((error) => {
      offline.error = String(error?.message ?? error);
      console.warn("previewd: no offline reloads:", offline.error);
    });
}
