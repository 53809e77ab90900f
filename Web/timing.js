// Marks of a frame's way through the page (User Timing: performance.mark, shown in the developer tools'
// Performance panel and read by Benchmarks/browser_paint.py). Off unless the page was opened with `?debug=timing`
// or localStorage "previewd.debug" is "timing": a mark costs little, but a dashboard gets hundreds of frames.

const enabled = (() => {
  try {
    return new URLSearchParams(location.search).get("debug") === "timing" ||
      localStorage.getItem("previewd.debug") === "timing";
  } catch {
    return false;
  }
})();

/// `previewd:<name>` with `detail` (e.g. { key, hash }); nothing when timing is off.
export function mark(name, detail) {
  if (enabled) performance.mark(`previewd:${name}`, { detail });
}
