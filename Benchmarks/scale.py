#!/usr/bin/env python3
"""Scale: a generated project with 200 previews (100 view files with two previews each, 20 of them reading one
shared model file). Cold start to first frame and to every frame (wall and processor time), what a one-file edit
re-renders (counted from the daemon's `rendered` log line) and how long until the daemon has rendered it, and RSS;
--before runs another binary on the same project as the baseline, round by round, interleaved with this one.

    /usr/bin/python3 Benchmarks/scale.py --previewd .build/release/previewd [--before OLD]
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from process_memory import memory_mb  # noqa: E402
from wsclient import WebSocket  # noqa: E402
from table import print_table

REPO = Path(__file__).resolve().parents[1]
VIEWS = 100
READERS = 20  # views that read the shared model


def generate(root, extra_files=0):
    (root / "Views").mkdir(parents=True)
    (root / "Models").mkdir()
    for number in range(extra_files):  # previews-free model files, as large apps have
        (root / "Models" / f"Record{number}.swift").write_text(
            f"struct Record{number} {{\n    var id: Int\n    var title: String\n"
            f"    static let sample = Record{number}(id: {number}, title: \"Record {number}\")\n"
            f"    func summary() -> String {{ \"\\(id): \\(title)\" }}\n}}\n")
    (root / "Model.swift").write_text(
        'struct Account {\n    var name: String\n    var balance: Int\n'
        '    static let sample = Account(name: "Ada", balance: 1200)\n}\n')
    for number in range(VIEWS):
        reads_model = number < READERS
        body = ('Text(account.name).font(.headline)\n                Text("\\(account.balance) points")'
                if reads_model else f'Text("Row {number}").font(.headline)\n                Text("Detail {number}")')
        stored = "    var account: Account\n" if reads_model else ""
        argument = "account: .sample" if reads_model else ""
        (root / "Views" / f"Card{number}.swift").write_text(f"""import SwiftUI

struct Card{number}: View {{
{stored}    var body: some View {{
        VStack(alignment: .leading, spacing: 8) {{
            HStack {{
                Circle().fill(Color.blue).frame(width: 32, height: 32)
                {body}
            }}
            Divider()
            Text("Card number {number} in a generated project").font(.footnote)
        }}
        .padding()
    }}
}}

#Preview("Light") {{ Card{number}({argument}) }}
#Preview("Large") {{ Card{number}({argument}).environment(\\.dynamicTypeSize, .xxxLarge) }}
""")


class Run:
    def __init__(self, label, binary, project, state):
        self.label, self.rendered = label, []
        started = time.time()
        self.process = subprocess.Popen(
            [binary, "serve", str(project), "--port", "0", "--no-auth", "--state-dir", str(state)],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env={"PREVIEWD_WEB_ROOT": str(REPO / "Web"), "PATH": "/usr/bin:/bin"})
        threading.Thread(target=self._log, daemon=True).start()
        line = self.process.stdout.readline()
        self.ready = time.time() - started
        host, port = re.search(r"http://([^/:]+):(\d+)/", line).groups()
        threading.Thread(target=self.process.stdout.read, daemon=True).start()
        ws = WebSocket(host, int(port))
        ws.send_json({"type": "hello", "client": "scale", "role": "dashboard",
                      "viewport": {"width": 393, "height": 852}, "scale": 3, "colorScheme": "light",
                      "formats": ["png"]})
        while True:
            message = ws.receive(timeout=30)
            if message is None or message[0] == 0x2:
                break
        self.first_frame = time.time() - started
        self.ws = ws
        # Frames keep coming after the first one until the whole matrix is rendered; edits are timed after that.
        deadline = time.time() + 120
        while not self.rendered and time.time() < deadline:
            ws.receive(timeout=0.05)
        self.all_frames = time.time() - started
        self.rss_start = memory_mb(self.process.pid)[0]

    def _log(self):
        for line in self.process.stderr:
            if "frame.ms=" in line:
                match = re.search(r"frames\.rendered=(\d+)", line)
                self.rendered.append((time.time(), int(match.group(1)) if match else None))

    def edit(self, path, pattern, new):
        """Edits one file (the first match of `pattern` becomes `new`); returns (ms until the daemon logged the
        render, frames it rendered)."""
        before = len(self.rendered)
        path.write_text(re.sub(pattern, new, path.read_text(), count=1))
        written = time.time()
        deadline = written + 30
        while len(self.rendered) == before and time.time() < deadline:
            self.ws.receive(timeout=0.01)
        arrived, count = self.rendered[before]
        return (arrived - written) * 1000, count

    def stop(self):
        self.peak = memory_mb(self.process.pid)[1]
        self.ws.close()
        self.process.terminate()
        self.process.wait(timeout=30)


def processor_seconds(pid):
    """User and system time the process has used so far, in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def median(values):
    ordered = sorted(values)
    return ordered[len(ordered) // 2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--previewd", default=str(REPO / ".build/release/previewd"))
    parser.add_argument("--before")
    parser.add_argument("--edits", type=int, default=5)
    parser.add_argument("--rounds", type=int, default=3,
                        help="cold starts of each build, interleaved with the other's so both meet the same noise")
    parser.add_argument("--extra-files", type=int, default=0,
                        help="add this many preview-free Swift files (e.g. 1800 for a 2,000-file project)")
    arguments = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="previewd-scale-"))
    subjects = [("current", arguments.previewd)] + ([("before", arguments.before)] if arguments.before else [])
    runs = {label: [] for label, _ in subjects}
    try:
        for round_number in range(arguments.rounds):
            for label, binary in subjects:
                folder = workdir / f"{label}-{round_number}"
                project = folder / "Generated"
                generate(project, arguments.extra_files)
                run = Run(label, binary, project, folder / "state")
                run.cold_processor = processor_seconds(run.process.pid)
                run.leaf, run.shared = [], []
                for number in range(arguments.edits):
                    run.leaf.append(run.edit(
                        project / "Views" / "Card57.swift", r"Detail 57[.0-9]*", f"Detail 57.{number}"))
                    run.shared.append(run.edit(
                        project / "Model.swift", r"balance: [0-9]+\)", f"balance: {1300 + number})"))
                    time.sleep(0.2)
                run.stop()
                runs[label].append(run)
                shutil.rmtree(folder, ignore_errors=True)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    total = VIEWS * 2 * 2
    files = VIEWS + 1 + arguments.extra_files
    name = f"scale, {VIEWS * 2} previews × 2 targets, {files} Swift files"

    def summary(samples):
        counts = {s[1] for s in samples}
        rendered = "all" if counts == {None} else "/".join(str(c) for c in sorted(counts))
        return f"{median(s[0] for s in samples):.0f} ms to render, {rendered} of {total} frames re-rendered"
    rows = []
    for label, _ in subjects:
        done = runs[label]
        every = ", ".join(f"{run.all_frames:.2f}" for run in done)
        rows.append((name, f"previewd {label}: cold start (median of {len(done)})",
                     f"ready {median(r.ready for r in done):.2f} s, "
                     f"first frame {median(r.first_frame for r in done):.2f} s, "
                     f"every frame {median(r.all_frames for r in done):.2f} s ({every}); "
                     f"{median(r.cold_processor for r in done):.2f} CPU s", ""))
        leaf = [sample for run in done for sample in run.leaf]
        shared = [sample for run in done for sample in run.shared]
        rows.append((name, f"previewd {label}: edit one view file (p50 of {len(leaf)})", summary(leaf), ""))
        rows.append((name, f"previewd {label}: edit the model {READERS} views read (p50 of {len(shared)})",
                     summary(shared), ""))
        rows.append((name, f"previewd {label}: RSS", f"{median(r.rss_start for r in done):.0f} MB after start, "
                     f"peak {median(r.peak for r in done):.0f} MB", ""))
    print_table(rows)


if __name__ == "__main__":
    main()
