#!/usr/bin/env python3
"""Edit to paint in a real browser: the time from a file write to the changed preview painted on a device view and
on a dashboard in headless Chromium, split into the page's stages, beside a raw WebSocket client's arrival time
for the same edits (the baseline: what the daemon itself takes).

One previewd serves a private copy of an example. Attached to it: the device view in a phone-sized Chromium
(390×844 @3, showing the edited preview in its own ad-hoc target), the dashboard in a 1400×1000 Chromium, and two
raw clients that say the same hello (a device on the phone's screen, a dashboard subscribed to everything). Each
edit changes a string literal; for every edit the pages record, for the edited frame:

  received   the frame message reached the page's WebSocket handler
  shown      the page handed the frame to a view: an image element given the full image or a damage frame's
             patches to lay over the image shown, or a dashboard tile's canvas given the frame to decode and draw
  decoded    that image is decoded (img.decode()); for a canvas, decoded and drawn into it
  painted    the frame after that was painted (requestAnimationFrame, then a message posted from it)

The first paint of each changed frame counts (patches or full image, whichever came first). The pages' records are
matched to an edit by the hashes of the frames the raw clients saw change in it.

A script injected before the page's own (Page.addScriptToEvaluateOnNewDocument) records those moments by watching
the page's WebSocket messages and image elements, and the marks the page makes with `?debug=timing` (Web/timing.js:
`previewd:shown` and `previewd:decoded` of a tile's canvas), so the page is measured as it ships. Times are
wall-clock, the page's performance.timeOrigin + now() calibrated against this process's clock.

With --trace, the dashboard's Chromium also records a DevTools timeline (Tracing over the browser's DevTools
WebSocket) during the measured edits, and the benchmark prints where the page's threads spent their time from each
write until that edit's last changed tile was painted: script, image decoding, style and layout, paint, raster,
garbage collection, the compose worker, per edit on average.

    /usr/bin/python3 Benchmarks/browser_paint.py --previewd .build/release/previewd [--edits 30] [--example Notes]
        [--web OTHER/Web]   (serve another version of the web client, e.g. `git archive OLD Web | tar -x -C DIR`)
        [--trace]
"""
import argparse
import json
import os
import re
import select
import shutil
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from edit_to_frame import CATALOG, EDITS, percentile  # noqa: E402
from table import print_table  # noqa: E402
from wsclient import WebSocket, frame_header  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
PHONE = {"width": 390, "height": 844, "pixelRatio": 3.0}
DASHBOARD_WINDOW = (1400, 1000)

# Runs before the page's scripts: notes when each frame message arrives, and when each image element is given a
# frame, has decoded it and has been painted. window.__paint holds the records; the benchmark reads and empties it.
RECORDER = r"""
(() => {
  const now = () => performance.timeOrigin + performance.now();
  const records = [];
  window.__paint = records;
  const decoder = new TextDecoder();
  function noteArrival(event) {
    if (!(event.data instanceof ArrayBuffer)) return;
    const t = now();
    try {
      const length = new DataView(event.data).getUint32(0);
      const header = JSON.parse(decoder.decode(new Uint8Array(event.data, 4, length)));
      records.push({ stage: "received", preview: header.preview, target: header.target, hash: header.hash,
                     kind: header.kind || "full", bytes: event.data.byteLength, t });
    } catch {}
  }
  const handler = Object.getOwnPropertyDescriptor(WebSocket.prototype, "onmessage");
  Object.defineProperty(WebSocket.prototype, "onmessage", {
    configurable: true,
    get() { return handler.get.call(this); },
    set(listener) {
      handler.set.call(this, listener && function (event) { noteArrival(event); return listener.call(this, event); });
    },
  });
  const addListener = WebSocket.prototype.addEventListener;
  WebSocket.prototype.addEventListener = function (type, listener, options) {
    if (type !== "message" || typeof listener !== "function") return addListener.call(this, type, listener, options);
    const noting = function (event) { noteArrival(event); return listener.call(this, event); };
    return addListener.call(this, type, noting, options);
  };
  // After the next paint: requestAnimationFrame runs just before the frame is painted, a message posted from it is
  // handled after.
  function afterPaint(callback) {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(now());
      channel.port2.postMessage(0);
    });
  }
  // Which frame an image element was given: a tile's or the device view's, or a damage frame's patch laid over it
  // (patch-overlay.js names the frame in data-hash).
  function where(element) {
    if (element.classList.contains("patch")) {
      return { key: element.dataset.key, hash: element.dataset.hash, patch: true };
    }
    const tile = element.closest(".tile");
    if (tile) return { key: tile.dataset.key, hash: tile.dataset.hash };
    const shown = window.previewd?.shown;
    return shown ? { key: `${shown.preview}/${shown.target}`, hash: shown.hash } : {};
  }
  function noteShown(element) {
    const t = now();
    // The page names the frame (data-hash, state.shown) right after handing it over.
    Promise.resolve().then(() => {
      const record = { stage: "shown", ...where(element), t };
      records.push(record);
      element.decode().then(() => {
        record.decoded = now();
        afterPaint((painted) => { record.painted = painted; });
      }, () => { record.replaced = true; });
    });
  }
  // A page opened with ?debug=timing marks when it hands a frame to a canvas view and when that view has decoded
  // and drawn it (Web/timing.js). Read as the mark is made, so the paint that follows is the one measured.
  const pending = new Map();
  const mark = performance.mark.bind(performance);
  performance.mark = function (name, options) {
    const entry = mark(name, options);
    const detail = options?.detail;
    if (!detail || !name.startsWith("previewd:")) return entry;
    const t = performance.timeOrigin + entry.startTime;
    const id = `${detail.key} ${detail.hash}`;
    if (name === "previewd:shown") {
      const record = { stage: "shown", key: detail.key, hash: detail.hash, t };
      records.push(record);
      pending.set(id, record);
    } else if (name === "previewd:decoded" && pending.has(id)) {
      const record = pending.get(id);
      pending.delete(id);
      record.decoded = t;
      afterPaint((painted) => { record.painted = painted; });
    }
    return entry;
  };
  const source = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, "src");
  Object.defineProperty(HTMLImageElement.prototype, "src", {
    configurable: true,
    get() { return source.get.call(this); },
    set(value) {
      source.set.call(this, value);
      if (String(value).startsWith("blob:")) noteShown(this);
    },
  });
})();
"""

CLOCK_JS = "return performance.timeOrigin + performance.now()"
TAKE_RECORDS_JS = "const taken = (window.__paint || []).splice(0); return JSON.parse(JSON.stringify(taken));"


def make_driver(profile, phone):
    os.environ.setdefault("SE_AVOID_STATS", "true")
    os.environ.setdefault("SE_OFFLINE", "true")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--no-first-run",
                     "--disable-extensions", f"--user-data-dir={profile}",
                     f"--window-size={DASHBOARD_WINDOW[0]},{DASHBOARD_WINDOW[1]}"):
        options.add_argument(argument)
    if phone:
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {**PHONE, "touch": True}})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER, log_path=os.devnull), options=options)
    driver.set_script_timeout(30)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": RECORDER})
    return driver


class Page:
    """One Chromium showing one of previewd's pages, and the offset from its clock to ours."""

    def __init__(self, label, driver, url):
        self.label = label
        self.driver = driver
        driver.get(url)
        # The page read its clock somewhere between `before` and `after`, so each sample bounds the offset from both
        # sides; the page's clock is the system's (performance.timeOrigin is wall-clock time), and the offset stays
        # 0 unless the bounds rule that out. (Taking the midpoint of a round trip instead was off by 10-30 ms on a
        # loaded machine, where the script runs late in its round trip.)
        lowest, highest = -float("inf"), float("inf")
        for _ in range(10):
            before = time.time() * 1000
            page = driver.execute_script(CLOCK_JS)
            after = time.time() * 1000
            lowest, highest = max(lowest, page - after), min(highest, page - before)
        self.offset = min(max(0.0, lowest), highest)

    def records(self):
        taken = self.driver.execute_script(TAKE_RECORDS_JS)
        for record in taken:
            for field in ("t", "decoded", "painted"):
                if field in record:
                    record[field] -= self.offset
        return taken


class RawClient:
    """A WebSocket client without a browser: what the daemon delivers, before any page runs."""

    def __init__(self, label, address, hello, own_target):
        self.label = label
        self.ws = WebSocket(*address)
        self.ws.send_json(hello)
        self.target = None
        while own_target and self.target is None:
            message = self.ws.receive(timeout=10)
            if message is None:
                raise RuntimeError(f"{label}: no welcome")
            if message[0] == 0x1 and json.loads(message[1]).get("type") == "welcome":
                self.target = (json.loads(message[1]).get("target") or {}).get("id")
                if self.target is None:
                    raise RuntimeError(f"{label}: no ad-hoc target")
        self.hashes = {}
        # The newest project generation a frame came with: an edit's frames carry a newer one than every frame of the
        # edits before it, so a frame of an earlier edit that arrives late is not taken for this edit's.
        self.generation = 0
        self.floor = 0

    def next_edit(self):
        """Frames from here on count for a new edit only if they are newer than every frame seen so far."""
        self.floor = self.generation

    def note(self, message, changed):
        if message is None or message[0] != 0x2:
            return
        header = frame_header(message[1])
        key = f"{header['preview']}/{header['target']}"
        generation = header.get("generation", 0)
        self.generation = max(self.generation, generation)
        if self.hashes.get(key) not in (None, header["hash"]) and generation > self.floor:
            changed.setdefault(key, (message[2] * 1000, header["hash"]))
        self.hashes[key] = header["hash"]


TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "v8.execute",
                    "toplevel", "blink", "cc", "v8", "disabled-by-default-v8.gc"]
CLOCK_MARK = "previewd-bench:clock"
# Where a page's threads spend time, by the trace event that holds it (an event's own time, without the events
# inside it; an event of no listed name counts for the one around it).
TIMELINE_KINDS = {
    "script": ("FunctionCall", "v8.callFunction", "RunMicrotasks", "EvaluateScript", "v8.run", "TimerFire",
               "FireAnimationFrame", "HandlePostMessage", "EventDispatch", "v8.compile"),
    "image decode": ("Decode Image", "Decode LazyPixelRef", "ImageDecodeTask",
                     "ImageDecoder::DecodeFrameBufferAtIndex"),
    "style and layout": ("UpdateLayoutTree", "Layout", "LocalFrameView::UpdateStyleAndLayout"),
    "paint and commit": ("Paint", "PrePaint", "LocalFrameView::RunPaintLifecyclePhase", "Layerize", "Commit",
                         "ProxyMain::BeginMainFrame::commit"),
    "raster": ("RasterTask",),
    "garbage collection": ("MinorGC", "MajorGC", "V8.GC_SCAVENGER", "V8.GC_MARK_COMPACTOR", "BlinkGC.AtomicPhase"),
}
KIND_OF = {name: kind for kind, names in TIMELINE_KINDS.items() for name in names}


class Timeline:
    """A DevTools timeline of one Chromium, recorded over its browser-wide DevTools WebSocket (Tracing domain)."""

    def __init__(self, driver):
        host, port = driver.capabilities["goog:chromeOptions"]["debuggerAddress"].split(":")
        with urllib.request.urlopen(f"http://{host}:{port}/json/version", timeout=10) as response:
            endpoint = json.load(response)["webSocketDebuggerUrl"]
        self.driver = driver
        self.ws = WebSocket(host, int(port), "/" + endpoint.split("/", 3)[3], timeout=30)
        self.call("Tracing.start", {"transferMode": "ReportEvents",
                                    "traceConfig": {"includedCategories": TRACE_CATEGORIES}})
        # A mark the trace records with its own clock while the page tells ours: the offset between the two.
        time.sleep(0.5)
        self.page_clock = driver.execute_script(f"performance.mark('{CLOCK_MARK}'); return {CLOCK_JS[7:]}")

    def call(self, method, params=None, number=[0]):
        number[0] += 1
        self.ws.send_json({"id": number[0], "method": method, "params": params or {}})
        while True:
            message = self.ws.receive(timeout=60)
            if message is None:
                raise RuntimeError(f"no answer to {method}")
            answer = json.loads(message[1])
            if answer.get("id") == number[0]:
                return answer

    def stop(self):
        """The recorded events, with `t` (ms on the page's wall clock) and `ms` (duration) added."""
        self.ws.send_json({"id": 0, "method": "Tracing.end"})
        events = []
        while True:
            message = self.ws.receive(timeout=120)
            if message is None:
                raise RuntimeError("the trace did not complete")
            note = json.loads(message[1])
            if note.get("method") == "Tracing.dataCollected":
                events += note["params"]["value"]
            elif note.get("method") == "Tracing.tracingComplete":
                break
        self.ws.close()
        clock = next(e for e in events if e.get("name") == CLOCK_MARK and e.get("ph") in ("R", "I", "n", "b", "X"))
        offset = self.page_clock - clock["ts"] / 1000
        for event in events:
            if "ts" in event:
                event["t"] = event["ts"] / 1000 + offset
                event["ms"] = event.get("dur", 0) / 1000
        return events, clock["pid"]


def timeline_split(events, pid, windows):
    """ms per edit on average, by (thread, kind), of the page's renderer process `pid` inside `windows` (start, end
    in ms on the page's clock): each complete event's own time, the part inside a window."""
    threads = {e["tid"]: e["args"]["name"] for e in events
               if e.get("ph") == "M" and e.get("name") == "thread_name" and e.get("pid") == pid}
    by_thread = {}
    for event in events:
        if event.get("ph") == "X" and event.get("pid") == pid and "dur" in event:
            by_thread.setdefault(event["tid"], []).append(event)
    totals = {}
    for tid, thread_events in by_thread.items():
        thread = re.sub(r"\d+$", "", threads.get(tid, "other")).strip()
        thread_events.sort(key=lambda e: (e["t"], -e["ms"]))
        stack = []  # (end, kind, event)
        own = []
        for event in thread_events:
            while stack and stack[-1][0] <= event["t"]:
                stack.pop()
            kind = KIND_OF.get(event["name"]) or (stack[-1][1] if stack else None)
            if stack:
                stack[-1][2]["own"] -= event["ms"]
            event["own"] = event["ms"]
            stack.append((event["t"] + event["ms"], kind, event))
            own.append((event, kind))
        for event, kind in own:
            start, end = event["t"], event["t"] + event["ms"]
            inside = sum(max(0.0, min(end, b) - max(start, a)) for a, b in windows)
            if inside <= 0 or event["own"] <= 0 or event["ms"] <= 0:
                continue
            label = (thread, kind or "other (tasks, messages, idle bookkeeping)")
            totals[label] = totals.get(label, 0.0) + event["own"] * inside / event["ms"]
    return {label: value / max(1, len(windows)) for label, value in totals.items()}


def changed_frames(clients, timeout, quiet):
    """For each client, (key → arrival in ms) of the frames whose hash changed, read from all clients at once until
    `quiet` s pass without a message once any arrived."""
    changed = {client.label: {} for client in clients}
    deadline = time.time() + timeout
    anything = False
    while time.time() < deadline:
        buffered = [client for client in clients if client.ws.buffer]
        if not buffered:
            wait = quiet if anything else max(0.01, deadline - time.time())
            ready, _, _ = select.select([client.ws.sock for client in clients], [], [], wait)
            if not ready:
                if anything:
                    break
                continue
            buffered = [client for client in clients if client.ws.sock in ready]
        for client in buffered:
            client.note(client.ws.receive(timeout=5), changed[client.label])
        anything = any(changed.values())
    return changed


def start_daemon(binary, example, workdir, web):
    root = workdir / example
    shutil.copytree(REPO / "Examples" / example, root)
    (root / "previewd.toml").write_text(CATALOG)
    process = subprocess.Popen(
        [binary, "serve", str(root), "--port", "0", "--no-auth", "--state-dir", str(workdir / "state")],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "PREVIEWD_WEB_ROOT": str(web)})
    line = process.stdout.readline()
    match = re.search(r"http://([^/:]+):(\d+)/", line)
    if not match:
        process.kill()
        raise RuntimeError(f"previewd printed no ready line: {line!r}")
    return process, root, (match.group(1), int(match.group(2)))


def wait_for(condition, timeout, what):
    deadline = time.time() + timeout
    while time.time() < deadline:
        result = condition()
        if result:
            return result
        time.sleep(0.1)
    raise RuntimeError(f"timed out waiting for {what}")


def paints_by_hash(records):
    """frame hash → (received, shown, decoded, painted) of the first paint of that frame: its patches laid over the
    image, or the image itself, whichever was painted first."""
    arrivals = {}
    for record in records:
        if record["stage"] == "received":
            arrivals.setdefault(record["hash"], record["t"])
    paints = {}
    for record in records:
        frame = record.get("hash")
        if record["stage"] != "shown" or not record.get("painted") or frame not in arrivals:
            continue
        if frame not in paints or record["painted"] < paints[frame][3]:
            paints[frame] = (arrivals[frame], record["t"], record["decoded"], record["painted"])
    return paints


def edit_stages(paints, changed, written):
    """The stages of the edit's changed frame (key → (arrival, hash) as the raw client saw them) painted first, in
    ms after the write, and when the last of them was painted; (None, None) when the page painted none."""
    painted = [paints[frame] for _, frame in changed.values() if frame in paints]
    if not painted:
        return None, None
    first = min(painted, key=lambda stages: stages[3])
    return tuple(value - written for value in first), max(stages[3] for stages in painted) - written


def summary(values):
    return f"p50 {percentile(values, 50):.0f} / p95 {percentile(values, 95):.0f} ms"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--previewd", default=str(REPO / ".build/release/previewd"))
    parser.add_argument("--edits", type=int, default=30)
    parser.add_argument("--example", default="Notes", choices=sorted(EDITS))
    parser.add_argument("--web", default=str(REPO / "Web"),
                        help="the web client to serve (e.g. another version's Web folder, to compare)")
    parser.add_argument("--json", help="also write the raw samples here")
    parser.add_argument("--trace", action="store_true",
                        help="record the dashboard's DevTools timeline and print where its time went")
    arguments = parser.parse_args()

    workdir = Path(tempfile.mkdtemp(prefix="previewd-paint-"))
    process = None
    drivers = []
    try:
        process, root, address = start_daemon(arguments.previewd, arguments.example, workdir, arguments.web)
        base = f"http://{address[0]}:{address[1]}"
        edited_file, literal = EDITS[arguments.example]
        path = root / edited_file
        original = path.read_text()

        def catalog():
            with urllib.request.urlopen(f"{base}/api/v1/catalog", timeout=10) as response:
                return json.load(response)

        previews = wait_for(lambda: [p["id"] for p in catalog().get("previews", []) if p["file"] == edited_file],
                            60, "the edited file's previews")
        preview = previews[0]

        drivers.append(make_driver(workdir / "chromium-phone", phone=True))
        drivers.append(make_driver(workdir / "chromium-dashboard", phone=False))
        device = Page("device view", drivers[0], f"{base}/device?preview={preview}&debug=timing")
        dashboard = Page("dashboard", drivers[1], f"{base}/?debug=timing")
        wait_for(lambda: drivers[0].execute_script("return window.previewd?.shown?.preview") == preview, 60,
                 "the device view showing the edited preview")
        wait_for(lambda: drivers[1].execute_script("return Object.keys(window.previewd?.frames || {}).length") > 0, 60,
                 "the dashboard's tiles")
        # The raw clients connect once the pages are up: they answer the daemon's pings only while they read, and
        # starting two Chromiums on a loaded machine can take longer than the daemon waits for an idle client.
        raw_device = RawClient("raw device", address, {
            "type": "hello", "client": "bench-raw-device", "role": "device",
            "viewport": {"width": PHONE["width"], "height": PHONE["height"]}, "scale": PHONE["pixelRatio"],
            "colorScheme": "light", "formats": ["png", "damage"]}, own_target=True)
        raw_device.ws.send_json({"type": "subscribe", "previews": [preview], "targets": [raw_device.target]})
        raw_dashboard = RawClient("raw dashboard", address, {
            "type": "hello", "client": "bench-raw-dashboard", "role": "dashboard",
            "viewport": {"width": DASHBOARD_WINDOW[0], "height": DASHBOARD_WINDOW[1]}, "scale": 1,
            "colorScheme": "light", "formats": ["png", "damage"]}, own_target=False)
        raw_dashboard.ws.send_json({"type": "subscribe", "previews": ["*"], "targets": ["*"]})

        raw_clients = [raw_device, raw_dashboard]
        changed_frames(raw_clients, timeout=1.0, quiet=1.0)

        def edit(number):
            for client in raw_clients:
                client.next_edit()
            written = time.time() * 1000
            with open(path, "w") as handle:
                handle.write(original.replace(literal, f"{literal} {number}", 1))
            return written

        # Two warm-up edits: the first turns the device's frames into damage frames, the second names the changed
        # dashboard keys.
        for number in (1, 2):
            edit(number)
            changed_frames(raw_clients, timeout=5, quiet=0.3)
            time.sleep(1.0)
            device.records()
            dashboard.records()

        timeline = Timeline(drivers[1]) if arguments.trace else None
        edits, device_records, dashboard_records = [], [], []
        for number in range(3, 3 + arguments.edits):
            written = edit(number)
            changed = changed_frames(raw_clients, timeout=5, quiet=0.2)
            edits.append((written, changed[raw_device.label], changed[raw_dashboard.label]))
            time.sleep(0.8)  # the pages' work for this edit ends long before; the next edit meets idle pages
            device_records += device.records()
            dashboard_records += dashboard.records()
            time.sleep(0.2)
        time.sleep(1.0)
        device_records += device.records()
        dashboard_records += dashboard.records()
        trace = timeline.stop() if timeline else None

        # The pages' records are matched to each edit by the hashes of the frames the raw clients saw change.
        device_paints, dashboard_paints = paints_by_hash(device_records), paints_by_hash(dashboard_records)
        samples = []
        for written, device_changed, dashboard_changed in edits:
            device_stages, _ = edit_stages(device_paints, device_changed, written)
            dashboard_stages, dashboard_last = edit_stages(dashboard_paints, dashboard_changed, written)
            arrivals = [arrival for arrival, _ in dashboard_changed.values()]
            samples.append({
                "raw device": (min(arrival for arrival, _ in device_changed.values()) - written
                               if device_changed else None),
                "raw dashboard first": min(arrivals) - written if arrivals else None,
                "raw dashboard last": max(arrivals) - written if arrivals else None,
                "device": device_stages,
                "dashboard": dashboard_stages,
                "dashboard last": dashboard_last,
                "dashboard frames": len(dashboard_changed),
            })

        rows = []
        name = f"edit to paint, {arguments.example}, {arguments.edits} edits (`Benchmarks/browser_paint.py`)"
        raw_device_ms = [s["raw device"] for s in samples if s["raw device"] is not None]
        device_stages = [s["device"] for s in samples if s["device"]]
        rows.append((name, "raw client as the phone = baseline: frame received", summary(raw_device_ms), "1×"))
        for index, stage in enumerate(("received", "shown", "decoded", "painted")):
            values = [s[index] for s in device_stages]
            ratio = percentile(values, 50) / percentile(raw_device_ms, 50) if stage == "painted" else None
            rows.append((name, f"device view (Chromium, 390×844 @3): {stage}", summary(values),
                         f"{ratio:.1f}× the raw client (p50)" if ratio else ""))
        raw_first = [s["raw dashboard first"] for s in samples if s["raw dashboard first"] is not None]
        raw_last = [s["raw dashboard last"] for s in samples if s["raw dashboard last"] is not None]
        frames = max((s["dashboard frames"] for s in samples), default=0)
        rows.append((name, f"raw client as a dashboard = baseline: first / last of {frames} changed frames received",
                     f"{summary(raw_first)} / {summary(raw_last)}", "1×"))
        dashboard_stages = [s["dashboard"] for s in samples if s["dashboard"]]
        for index, stage in enumerate(("received", "shown", "decoded", "painted")):
            values = [s[index] for s in dashboard_stages]
            ratio = percentile(values, 50) / percentile(raw_first, 50) if stage == "painted" else None
            rows.append((name, f"dashboard (Chromium, 1400×1000): first changed tile {stage}", summary(values),
                         f"{ratio:.1f}× the raw client's first (p50)" if ratio else ""))
        last = [s["dashboard last"] for s in samples if s["dashboard last"] is not None]
        rows.append((name, f"dashboard: last of {frames} changed tiles painted", summary(last),
                     f"{percentile(last, 50) / percentile(raw_last, 50):.1f}× the raw client's last (p50)"))
        if trace:
            # From each write until that edit's last changed tile was painted, and the whole second after the write
            # (work the page does in the background, such as composing full images, falls there), on the page's
            # clock.
            measured = [(written, s) for (written, _, _), s in zip(edits, samples) if s["dashboard last"] is not None]
            split = timeline_split(*trace, [(written + dashboard.offset, written + s["dashboard last"] +
                                             dashboard.offset) for written, s in measured])
            second = timeline_split(*trace, [(written + dashboard.offset, written + 1000 + dashboard.offset)
                                             for written, _ in measured])
            heading = ("dashboard timeline (`--trace`): each thread's ms per edit, from the write until the last "
                       "changed tile was painted / in the second after the write")
            for label in sorted(second, key=lambda label: -second[label]):
                if second[label] >= 0.5:
                    rows.append((heading, f"{label[0]}: {label[1]}",
                                 f"{split.get(label, 0.0):.1f} / {second[label]:.1f} ms", ""))
        missing = sum(1 for s in samples if not s["device"]) + sum(1 for s in samples if not s["dashboard"])
        if missing:
            rows.append((name, "edits whose change no page painted within the wait", str(missing), ""))
        print_table(rows)
        if arguments.json:
            Path(arguments.json).write_text(json.dumps(samples, indent=1))
    finally:
        for driver in drivers:
            driver.quit()
        if process:
            process.terminate()
            process.wait(timeout=10)
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
