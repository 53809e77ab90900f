#!/usr/bin/env python3
"""Edit to frame: the time from a file write to the first and to the last changed frame WebSocket clients
receive, over many one-line edits of a bundled example, next to the baseline measured in the same run: an
incremental `swift build` of an equivalent one-line change in a tiny SwiftUI-free package.

The example is served in 4 catalog targets (iPhone 15 Pro and iPad Pro 11-inch, light and dark) to a dashboard
that subscribes to everything, and a phone (390×844 @3) and a tablet (820×1180 @2) connect as devices showing
the edited preview in their own ad-hoc targets, as the web client's device page does.

Optionally a second previewd binary (--before, e.g. a build of main) is measured on the same edits, interleaved
edit by edit, so that old and new meet the same machine noise.

    /usr/bin/python3 Benchmarks/edit_to_frame.py --previewd .build/release/previewd [--before OLD] [--edits 50]
"""
import argparse
import json
import os
import queue
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from wsclient import WebSocket, frame_header  # noqa: E402
from table import print_table

REPO = Path(__file__).resolve().parents[1]
# (example, file inside it, a string literal in it whose text the edits change)
EDITS = {
    "Hello": ("Hello/ContentView.swift", "Edit this file while previewd is running and watch every screen update."),
    "Notes": ("Notes/Views/EmptyNotesView.swift", "No Notes Yet"),
}
RENDERED = re.compile(r"\brendered\b.*")
METADATA = re.compile(r"([a-z.]+)=([0-9.]+)")
# Four catalog targets (two devices, light and dark): every preview × 4 targets.
CATALOG = 'devices = ["iphone-15-pro", "ipad-pro-11"]\ncolor-schemes = ["light", "dark"]\n'
# (label, viewport in CSS px, devicePixelRatio): the device page's hello on a phone and on a tablet.
DEVICES = [("phone", (390, 844), 3), ("tablet", (820, 1180), 2)]


def percentile(values, p):
    if not values:
        return float("nan")
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
    return ordered[index]


class Client:
    """One WebSocket connection and the hash it last received for each (preview, target)."""

    def __init__(self, label, ws):
        self.label = label
        self.ws = ws
        self.hashes = {}

    def note(self, message, changed):
        opcode, payload, arrived = message
        if opcode != 0x2:
            return
        header = frame_header(payload)
        key = (self.label, header["preview"], header["target"])
        if self.hashes.get(key) != header["hash"]:
            changed.setdefault(key, arrived)
        self.hashes[key] = header["hash"]


class Daemon:
    """One previewd serving a private copy of an example to a dashboard client and (once `add_devices` ran) a
    phone and a tablet."""

    def __init__(self, label, binary, example, workdir, environment=None):
        self.label = label
        self.root = workdir / example
        shutil.copytree(REPO / "Examples" / example, self.root)
        (self.root / "previewd.toml").write_text(CATALOG)
        self.file, self.literal = EDITS[example]
        self.path = self.root / self.file
        self.original = self.path.read_text()
        self.process = subprocess.Popen(
            [binary, "serve", str(self.root), "--port", "0", "--no-auth",
             "--state-dir", str(workdir / f"state-{label}")],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "PREVIEWD_WEB_ROOT": str(REPO / "Web"), **(environment or {})})
        line = self.process.stdout.readline()
        match = re.search(r"http://([^/:]+):(\d+)/", line)
        if not match:
            raise RuntimeError(f"{label}: no ready line, got {line!r}: {self.process.stderr.read()[-2000:]}")
        self.rendered = []  # (arrival time, metadata dict) of each "rendered" log line
        threading.Thread(target=self._read_log, daemon=True).start()
        threading.Thread(target=self.process.stdout.read, daemon=True).start()
        self.address = (match.group(1), int(match.group(2)))
        ws = WebSocket(*self.address)
        # As the web client does: damage frames when the client holds the base (a changed rectangle, not the
        # whole frame).
        ws.send_json({"type": "hello", "client": f"bench-{label}", "role": "dashboard",
                      "viewport": {"width": 393, "height": 852}, "scale": 3, "colorScheme": "light",
                      "formats": ["png", "damage"]})
        ws.send_json({"type": "subscribe", "previews": ["*"], "targets": ["*"]})
        self.clients = []
        self.inbox = queue.Queue()
        self.attach(Client("dashboard", ws))
        self._drain(quiet=0.5)
        self.edit_number = 0

    def add_devices(self, preview):
        """Connects the phone and the tablet, each showing `preview` in its own ad-hoc target."""
        for name, (width, height), scale in DEVICES:
            ws = WebSocket(*self.address)
            ws.send_json({"type": "hello", "client": f"bench-{self.label}-{name}", "role": "device",
                          "viewport": {"width": width, "height": height}, "scale": scale, "colorScheme": "light",
                          "formats": ["png", "damage"]})
            target = None
            while target is None:
                message = ws.receive(timeout=10)
                if message is None:
                    raise RuntimeError(f"{self.label}: no welcome for the {name}")
                if message[0] == 0x1:
                    text = json.loads(message[1])
                    if text.get("type") == "welcome":
                        target = (text.get("target") or {}).get("id")
                        if target is None:
                            raise RuntimeError(f"{self.label}: the {name} got no ad-hoc target: {text}")
            ws.send_json({"type": "subscribe", "previews": [preview], "targets": [target]})
            ws.send_json({"type": "select", "preview": preview})
            self.attach(Client(name, ws))
        self._drain(quiet=1.0)

    def _read_log(self):
        for line in self.process.stderr:
            if RENDERED.search(line) and "stage." in line:
                self.rendered.append((time.time(), dict((k, float(v)) for k, v in METADATA.findall(line))))

    def attach(self, client):
        """Reads `client` from a thread of its own from now on. Every connection is read as soon as previewd writes
        to it, so none looks stalled (previewd closes a client that lets its queue fill) while the harness waits on
        another daemon or client; arrival times are taken by the reader, as the frame lands."""
        self.clients.append(client)
        threading.Thread(target=self._read, args=(client,), daemon=True).start()

    def _read(self, client):
        try:
            while True:
                message = client.ws.receive(timeout=None)
                if message is not None:
                    self.inbox.put((client, message))
        except (ConnectionError, OSError) as error:
            if not client.ws.closed:
                self.inbox.put((client, error))

    def _receive(self, timeout):
        """The next message from any client, as (client, message), or None after `timeout` seconds. A connection
        previewd closed is an error of the run, not a quiet client."""
        try:
            client, message = self.inbox.get(timeout=timeout)
        except queue.Empty:
            return None
        if isinstance(message, Exception):
            raise ConnectionError(f"{self.label}: the {client.label} lost its connection: {message}")
        return client, message

    def _drain(self, quiet, first=None):
        """Takes frames until none arrives for `quiet` seconds (the first may take `first` seconds: a warm-up edit
        re-renders a whole file on a machine that may be busy); returns the keys whose hash changed, with times."""
        changed = {}
        wait = first or quiet
        while True:
            received = self._receive(wait)
            if received is None:
                return changed
            wait = quiet
            client, message = received
            client.note(message, changed)

    def edit(self):
        """Writes one changed line; returns the write's wall-clock time."""
        self.edit_number += 1
        text = self.original.replace(self.literal, f"{self.literal} {self.edit_number}", 1)
        written = time.time()
        with open(self.path, "w") as handle:
            handle.write(text)
        return written

    def measure_edit(self, expected, timeout=5.0):
        """One edit: (first, last) changed-frame latency in ms, and the log line of the render it caused."""
        log_before = len(self.rendered)
        written = self.edit()
        changed = {}
        deadline = time.time() + timeout
        while not expected <= changed.keys() and time.time() < deadline:
            received = self._receive(max(0.01, deadline - time.time()))
            if received is not None:
                client, message = received
                client.note(message, changed)
        if not changed:
            return None
        times = [changed[key] for key in expected if key in changed] or list(changed.values())
        # Damage arrives before the full PNGs are encoded: wait for the render's log line, so the next edit meets an
        # idle daemon (as a person's next edit, seconds later, would) and the split belongs to this edit.
        # A render of the previous edit can still log after this write (a save seen as two events): the split is
        # taken from the first render that started after the write.
        def caused_by_this_edit():
            return next((stages for _, stages in self.rendered[log_before:]
                         if stages.get("update.started.unix", written) >= written), None)
        stages = caused_by_this_edit()
        while stages is None and time.time() < deadline + 5:
            time.sleep(0.005)
            stages = caused_by_this_edit()
        return (min(times) - written) * 1000, (max(times) - written) * 1000, stages, written, max(times)

    def learn_expected(self):
        """Warm-up edits: the first finds the edited preview, which the phone and tablet then show; the frames the
        second changes are the ones every later edit must change."""
        self.edit()
        edited = sorted({preview for _, preview, _ in self._drain(quiet=1.0, first=30.0)})
        if not edited:
            raise RuntimeError(f"{self.label}: the warm-up edit changed no frame")
        self.add_devices(edited[0])
        self.edit()
        return set(self._drain(quiet=1.0, first=30.0).keys())

    def stop(self):
        for client in self.clients:
            client.ws.close()
        self.process.terminate()
        self.process.wait(timeout=10)


class SwiftBuildBaseline:
    """A tiny SwiftUI-free package, built once; then each `measure` is an incremental build of a one-line change."""

    def __init__(self, workdir):
        self.root = workdir / "Tiny"
        (self.root / "Sources" / "Tiny").mkdir(parents=True)
        (self.root / "Package.swift").write_text(
            '// swift-tools-version: 5.9\nimport PackageDescription\n'
            'let package = Package(name: "Tiny", targets: [.executableTarget(name: "Tiny")])\n')
        (self.root / "Sources" / "Tiny" / "Model.swift").write_text(
            "struct Profile {\n    var name: String\n    var tags: [String]\n}\n")
        self.main = self.root / "Sources" / "Tiny" / "main.swift"
        self.number = 0
        self._write()
        subprocess.run(["swift", "build"], cwd=self.root, check=True, capture_output=True)

    def _write(self):
        self.main.write_text(
            'let profile = Profile(name: "Ada", tags: ["Swift", "Linux", "Live"])\n'
            f'print("Hello, \\(profile.name)! Edit number {self.number}")\n')

    def measure(self):
        self.number += 1
        started = time.time()
        self._write()
        subprocess.run(["swift", "build"], cwd=self.root, check=True, capture_output=True)
        return (time.time() - started) * 1000


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--previewd", default=str(REPO / ".build/release/previewd"))
    parser.add_argument("--before", help="another previewd binary to measure on the same edits, interleaved")
    parser.add_argument(
        "--variant", action="append", default=[],
        help="LABEL:NAME=VALUE[,NAME=VALUE]: the current binary again with this environment, interleaved")
    parser.add_argument("--edits", type=int, default=50)
    parser.add_argument("--builds", type=int, default=10, help="incremental swift builds for the baseline")
    parser.add_argument("--examples", default="Hello,Notes", help="comma-separated: " + ", ".join(EDITS))
    parser.add_argument("--json", help="also write the raw samples here")
    arguments = parser.parse_args()

    workdir = Path(tempfile.mkdtemp(prefix="previewd-bench-"))
    rows, raw = [], {}
    try:
        baseline = SwiftBuildBaseline(workdir)
        builds = []
        for example in arguments.examples.split(","):
            subjects = [Daemon("current", arguments.previewd, example, workdir / "current")]
            if arguments.before:
                subjects.append(Daemon("before", arguments.before, example, workdir / "before"))
            for variant in arguments.variant:
                label, _, settings = variant.partition(":")
                environment = dict(item.split("=", 1) for item in settings.split(",") if item)
                subjects.append(Daemon(label, arguments.previewd, example, workdir / label, environment))
            expected = {subject.label: subject.learn_expected() for subject in subjects}
            samples = {subject.label: [] for subject in subjects}
            for number in range(arguments.edits):
                for subject in subjects:
                    result = subject.measure_edit(expected[subject.label])
                    if result:
                        samples[subject.label].append(result)
                    time.sleep(0.1)
                if len(builds) < arguments.builds and number % max(1, arguments.edits // arguments.builds) == 0:
                    builds.append(baseline.measure())
            for subject in subjects:
                subject.stop()
            build_p50 = percentile(builds, 50)
            for subject in subjects:
                got = samples[subject.label]
                first = [s[0] for s in got]
                last = [s[1] for s in got]
                frames = len(expected[subject.label])
                name = f"edit to frame, {example} ({frames} frames per edit), {len(got)} edits"
                rows.append((name, f"previewd {subject.label}: first changed frame",
                             f"p50 {percentile(first, 50):.0f} / p95 {percentile(first, 95):.0f} / "
                             f"p99 {percentile(first, 99):.0f} ms",
                             f"{build_p50 / percentile(first, 50):.0f}× faster than swift build"))
                rows.append((name, f"previewd {subject.label}: last changed frame",
                             f"p50 {percentile(last, 50):.0f} / p95 {percentile(last, 95):.0f} / "
                             f"p99 {percentile(last, 99):.0f} ms",
                             f"{build_p50 / percentile(last, 50):.0f}× faster than swift build"))
                split = stage_split(got)
                if split:
                    rows.append((
                        name,
                        f"previewd {subject.label}: split "
                        "(p50 ms; stage times summed over the edit's frames and workers)",
                        split, ""))
                raw[f"{example}/{subject.label}"] = [s[:3] for s in got]
        rows.insert(0, ("edit to frame baseline", "incremental `swift build`, one-line change, tiny package",
                        f"p50 {percentile(builds, 50):.0f} / p95 {percentile(builds, 95):.0f} ms "
                        f"({len(builds)} builds)", "1×"))
        raw["swift build"] = builds
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    print_table(rows)
    if arguments.json:
        Path(arguments.json).write_text(json.dumps(raw, indent=1))


def stage_split(samples):
    """watch / parse / evaluate / layout / raster / encode medians from the daemon's `rendered` log lines. Sending
    is what remains of the last frame's latency: the log line is stamped after the last publish, so it cannot be
    split out from here."""
    parts = {name: [] for name in ("watch", "parse", "evaluate", "layout", "raster", "encode")}
    for first, last, stages, written, last_arrival in samples:
        if not stages or "update.started.unix" not in stages:
            continue
        parts["watch"].append((stages["update.started.unix"] - written) * 1000)
        for name in ("parse", "evaluate", "layout", "raster", "encode"):
            parts[name].append(stages[f"stage.{name}.ms"])
    if not parts["watch"]:
        return None
    return " · ".join(f"{name} {percentile(values, 50):.1f}" for name, values in parts.items())


if __name__ == "__main__":
    main()
