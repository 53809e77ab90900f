#!/usr/bin/env python3
"""Real projects: edit to frame, cold start and a whole-project render on SwiftUI apps given as folders.

For each project (a private copy; the folder given is only read):
  * edits: many one-literal edits of one file while a dashboard subscribes to everything and a phone and a tablet
    show the edited preview (as Benchmarks/edit_to_frame.py does for the bundled examples): edit to first and last
    changed frame p50/p95/p99, the stage split of the render each edit caused, the daemon's RSS, and how many
    previews ran out of their evaluation budget;
  * cold start: from starting `previewd serve` (no saved state) to the first frame, and to every frame of the
    edited file's previews, with a dashboard subscribed to everything and a phone that selects the edited preview
    as soon as the daemon is ready;
  * render: `previewd render --jobs N` of the whole project: previews per second, CPU seconds, peak RSS.

The file and literal to edit are chosen automatically (a Swift file that declares a preview and has a string
literal in a `Text` whose edit changes a frame), or given as DIR:FILE:LITERAL. With --before, another previewd is
measured the same way, interleaved edit by edit and run by run, so that old and new meet the same machine noise.

    /usr/bin/python3 Benchmarks/real_projects.py --previewd .build/release/previewd [--before OLD]
        DIR[:FILE:LITERAL] ...
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
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from edit_to_frame import CATALOG, Client, Daemon, percentile, stage_split  # noqa: E402
from process_memory import memory_mb  # noqa: E402
from table import print_table  # noqa: E402
from wsclient import WebSocket, frame_header  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
# A literal inside `Text("…")` with no interpolation or escapes: editing it changes only what that text shows.
TEXT_LITERAL = re.compile(r'\bText\(\s*"([^"\\\n]{3,60})"')
PREVIEW = re.compile(r"#Preview\b|:\s*PreviewProvider\b")
# The diagnostics an evaluation that ran out of its budget reports (Evaluator.swift, `BudgetExceeded`).
BUDGET = re.compile(r"evaluation exceeded|evaluation took longer than|evaluation nested deeper|exceeds the limit of")
IGNORED_FOLDERS = {".build", ".git", "DerivedData", "Pods"}


def copy_project(source, destination):
    shutil.copytree(source, destination, ignore=shutil.ignore_patterns(*IGNORED_FOLDERS), symlinks=True)
    if not (destination / "previewd.toml").exists():
        (destination / "previewd.toml").write_text(CATALOG)


def candidates(root):
    """(file, literal) pairs to try, in a stable order: files that declare a preview, each literal once."""
    found = []
    for path in sorted(root.rglob("*.swift")):
        if any(part in IGNORED_FOLDERS for part in path.relative_to(root).parts):
            continue
        text = path.read_text(errors="replace")
        if not PREVIEW.search(text):
            continue
        for literal in TEXT_LITERAL.findall(text):
            if text.count(f'"{literal}"') == 1:
                found.append((str(path.relative_to(root)), literal))
                break
    return found


class ProjectDaemon(Daemon):
    """A previewd serving a private copy of a real project; the edit loop is edit_to_frame's."""

    def __init__(self, label, binary, root, file, literal, state, wait_for_first_render=True):
        self.label = label
        self.root = root
        self.file, self.literal = file, literal
        self.path = root / file
        self.original = self.path.read_text()
        self.started = time.time()
        self.process = subprocess.Popen(
            [binary, "serve", str(root), "--port", "0", "--no-auth", "--state-dir", str(state)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={**os.environ, "PREVIEWD_WEB_ROOT": str(REPO / "Web")})
        line = self.process.stdout.readline()
        match = re.search(r"http://([^/:]+):(\d+)/", line)
        if not match:
            raise RuntimeError(f"{label}: no ready line, got {line!r}: {self.process.stderr.read()[-2000:]}")
        self.ready = time.time()
        self.rendered = []
        threading.Thread(target=self._read_log, daemon=True).start()
        threading.Thread(target=self.process.stdout.read, daemon=True).start()
        self.address = (match.group(1), int(match.group(2)))
        self.clients = []
        self.inbox = queue.Queue()
        self.edit_number = 0
        if wait_for_first_render:
            self.connect_dashboard()
            self.wait_for_render(timeout=900)
            self._drain(quiet=0.5)

    def connect_dashboard(self):
        ws = WebSocket(*self.address)
        ws.send_json({"type": "hello", "client": f"bench-{self.label}", "role": "dashboard",
                      "viewport": {"width": 393, "height": 852}, "scale": 3, "colorScheme": "light",
                      "formats": ["png", "damage"]})
        ws.send_json({"type": "subscribe", "previews": ["*"], "targets": ["*"]})
        self.attach(Client("dashboard", ws))

    def wait_for_render(self, timeout):
        """Waits for the daemon's first `rendered` log line (its whole first render), taking frames meanwhile."""
        deadline = time.time() + timeout
        while not self.rendered and time.time() < deadline:
            received = self._receive(0.2)
            if received:
                client, message = received
                client.note(message, {})

    def catalog(self):
        url = f"http://{self.address[0]}:{self.address[1]}/api/v1/catalog"
        with urllib.request.urlopen(url, timeout=10) as response:
            return json.load(response)

    def budget_hits(self):
        """Previews with a diagnostic that says their evaluation ran out of its budget."""
        return len({d.get("preview") or d.get("file") for d in self.catalog().get("diagnostics", [])
                    if BUDGET.search(d.get("message", ""))})

    def memory(self):
        """(RSS, peak RSS) in MB."""
        return memory_mb(self.process.pid)

    def restore(self):
        self.path.write_text(self.original)

    def stop(self):
        """Closes the clients and stops the daemon; one still busy after 30 s (a render of a large project that
        does not stop between frames) is killed."""
        for client in self.clients:
            client.ws.close()
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            print(f"{self.label}: previewd did not stop within 30 s of SIGTERM; killed", file=sys.stderr)
            self.process.kill()
            self.process.wait()


def choose_edit(binary, root, workdir):
    """The first candidate (file, literal) whose edit changes a frame, tried on a daemon serving `root`."""
    tried = candidates(root)[:8]
    if not tried:
        raise RuntimeError(f"{root}: no Swift file with a preview and a Text(\"…\") literal; give DIR:FILE:LITERAL")
    daemon = ProjectDaemon("probe", binary, root, *tried[0], workdir / "state-probe")
    try:
        for file, literal in tried:
            daemon.file, daemon.literal, daemon.path = file, literal, root / file
            daemon.original = daemon.path.read_text()
            daemon.edit()
            changed = daemon._drain(quiet=1.5)
            daemon.restore()
            daemon._drain(quiet=1.0)
            if changed:
                return file, literal
    finally:
        daemon.stop()
    raise RuntimeError(f"{root}: no edit of {[f for f, _ in tried]} changed a frame; give DIR:FILE:LITERAL")


def cold_start(binary, root, file, workdir, run):
    """Seconds from starting the daemon to its first frame and to every frame of `file`'s previews (catalog targets
    and the phone's own), with a phone that selects the file's first preview as soon as the daemon is ready."""
    started = time.time()
    daemon = ProjectDaemon(f"cold-{run}", binary, root, file, "", workdir / f"state-cold-{run}-{time.time_ns()}",
                           wait_for_first_render=False)
    try:
        daemon.connect_dashboard()
        catalog = daemon.catalog()
        previews = [p["id"] for p in catalog["previews"] if p["file"] == file]
        targets = [t["id"] for t in catalog["targets"]]
        ws = WebSocket(*daemon.address)
        ws.send_json({"type": "hello", "client": f"bench-cold-phone-{run}", "role": "device",
                      "viewport": {"width": 390, "height": 844}, "scale": 3, "colorScheme": "light",
                      "formats": ["png", "damage"]})
        phone = Client("phone", ws)
        daemon.attach(phone)
        phone_target = None
        expected = {("dashboard", p, t) for p in previews for t in targets}
        seen = {}
        first = None
        deadline = time.time() + 900
        while time.time() < deadline and not (
                expected <= seen.keys() and phone_target and ("phone", previews[0], phone_target) in seen):
            received = daemon._receive(0.5)
            if received is None:
                continue
            client, message = received
            if message[0] == 0x1 and client is phone and phone_target is None:
                text = json.loads(message[1])
                if text.get("type") == "welcome":
                    phone_target = (text.get("target") or {}).get("id")
                    ws.send_json({"type": "subscribe", "previews": [previews[0]], "targets": [phone_target]})
                    ws.send_json({"type": "select", "preview": previews[0]})
                continue
            if message[0] == 0x2:
                header = frame_header(message[1])
                key = (client.label, header["preview"], header["target"])
                seen.setdefault(key, message[2])
                first = first or message[2]
        every = max(seen[key] for key in expected | {("phone", previews[0], phone_target)} if key in seen)
        return first - started, every - started, daemon.ready - started
    finally:
        daemon.stop()


def render_project(binary, root, jobs, out):
    """`previewd render --jobs N`: (wall seconds, CPU seconds, peak RSS MB, previews, frames)."""
    shutil.rmtree(out, ignore_errors=True)
    started = time.time()
    process = subprocess.Popen([binary, "render", str(root), "--out", str(out), "--jobs", str(jobs)],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    wall = time.time() - started
    index = json.loads((out / "index.json").read_text())
    frames = sum(len(p.get("frames", [])) for p in index["previews"])
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss / 1024, len(index["previews"]), frames


def figures(values, unit="ms", scale=1):
    return (f"p50 {percentile(values, 50) * scale:.0f} / p95 {percentile(values, 95) * scale:.0f} / "
            f"p99 {percentile(values, 99) * scale:.0f} {unit}")


def measure(spec, binaries, arguments, workdir, rows):
    folder, _, rest = spec.partition(":")
    source = Path(folder).resolve()
    name = source.name
    roots = {}
    for label in binaries:
        roots[label] = workdir / label / name
        copy_project(source, roots[label])
    if rest:
        file, _, literal = rest.partition(":")
    else:
        file, literal = choose_edit(binaries["current"], roots["current"], workdir)
    print(f"{name}: editing {file}, literal \"{literal}\"", file=sys.stderr)

    # Edits, interleaved.
    subjects = [ProjectDaemon(label, binary, roots[label], file, literal, workdir / f"state-{label}-{name}")
                for label, binary in binaries.items()]
    try:
        expected = {s.label: s.learn_expected() for s in subjects}
        samples = {s.label: [] for s in subjects}
        for _ in range(arguments.edits):
            for subject in subjects:
                result = subject.measure_edit(expected[subject.label], timeout=30)
                if result:
                    samples[subject.label].append(result)
                time.sleep(0.1)
        for subject in subjects:
            got = samples[subject.label]
            title = (f"{name}: edit `{Path(file).name}` ({len(expected[subject.label])} frames per edit), "
                     f"{len(got)} edits")
            rows.append((title, f"previewd {subject.label}: first changed frame", figures([s[0] for s in got]), ""))
            rows.append((title, f"previewd {subject.label}: last changed frame", figures([s[1] for s in got]), ""))
            split = stage_split(got)
            if split:
                rows.append((
                    title, f"previewd {subject.label}: split (p50 ms, summed over frames and workers)", split, ""))
            rss, peak = subject.memory()
            catalog = subject.catalog()
            rows.append((title, f"previewd {subject.label}: memory and budget",
                         f"RSS {rss:.0f} MB (peak {peak:.0f} MB); {subject.budget_hits()} of "
                         f"{len(catalog['previews'])} previews hit the evaluation budget", ""))
    finally:
        for subject in subjects:
            subject.restore()
            subject.stop()

    # Cold starts, alternating.
    cold = {label: [] for label in binaries}
    for run in range(arguments.cold_runs):
        for label, binary in binaries.items():
            cold[label].append(cold_start(binary, roots[label], file, workdir, run))
    for label, runs in cold.items():
        if not runs:
            continue
        rows.append((f"{name}: cold start ({len(runs)} runs)",
                     f"previewd {label}: to first frame / every frame of `{Path(file).name}`",
                     f"p50 {percentile([r[0] for r in runs], 50):.2f} / {percentile([r[1] for r in runs], 50):.2f} s",
                     f"ready line after {percentile([r[2] for r in runs], 50):.2f} s"))

    # Whole-project render, alternating.
    renders = {label: [] for label in binaries}
    for run in range(arguments.render_runs):
        for label, binary in binaries.items():
            renders[label].append(render_project(binary, roots[label], arguments.jobs, workdir / f"out-{label}"))
    for label, runs in renders.items():
        if not runs:
            continue
        wall, cpu, rss, previews, frames = sorted(runs)[len(runs) // 2]
        rows.append((f"{name}: `previewd render --jobs {arguments.jobs}` ({previews} previews, {frames} frames)",
                     f"previewd {label}",
                     f"{wall:.1f} s, {previews / wall:.1f} previews/s, {cpu:.1f} CPU s, peak RSS {rss:.0f} MB",
                     f"median of {len(runs)}"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("projects", nargs="+", metavar="DIR[:FILE:LITERAL]")
    parser.add_argument("--previewd", default=str(REPO / ".build/release/previewd"))
    parser.add_argument("--before", help="another previewd binary, measured the same way, interleaved")
    parser.add_argument("--edits", type=int, default=30)
    parser.add_argument("--cold-runs", type=int, default=3)
    parser.add_argument("--render-runs", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2, help="`previewd render --jobs`")
    arguments = parser.parse_args()

    binaries = {"current": arguments.previewd}
    if arguments.before:
        binaries["before"] = arguments.before
    workdir = Path(tempfile.mkdtemp(prefix="previewd-real-"))
    try:
        for spec in arguments.projects:
            # Each project's table as soon as it is measured: a project that fails does not lose the others'.
            rows = []
            try:
                measure(spec, binaries, arguments, workdir, rows)
            except (OSError, RuntimeError, ValueError) as error:
                rows.append((spec, "not measured", f"{type(error).__name__}: {error}", ""))
            print_table(rows)
            sys.stdout.flush()
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    main()
