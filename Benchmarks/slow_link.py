#!/usr/bin/env python3
"""Slow link: a phone behind an emulated 2 Mbit/s link while its preview changes faster than the link can carry
whole frames. Edit → frame latency and bytes received, for three clients side by side: one that does not
acknowledge frames (the baseline: what the web client did before acks), one that acknowledges them, and one that
acknowledges them and takes WebP.

    /usr/bin/python3 Benchmarks/slow_link.py --previewd .build/release/previewd [--rate 250000] [--edits 20]

The link is a TCP relay that forwards the daemon's bytes at --rate bytes per second in 4 KiB steps and the
client's at once; its socket towards the daemon has a small receive buffer, so what the link cannot carry yet
queues in the daemon's socket send buffer, as it would in front of a real bottleneck. Each edit changes the whole
frame (every row's text and the background), so every frame is a full one, not damage.
"""
import argparse
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from table import print_table  # noqa: E402
from wsclient import WebSocket, frame_header  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
PREVIEW = "Board.preview-1"
SOURCE = """import SwiftUI

struct Board: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            ForEach(0..<16) { row in
                HStack {
                    Image(systemName: "star.fill").foregroundStyle(.yellow)
                    Text("Row \\(row) of the board, revision EDIT")
                    Spacer()
                }
            }
        }
        .padding()
        .background(Color(red: RED, green: 0.35, blue: 0.55))
    }
}

#Preview { Board() }
"""
MODES = [
    ("no acks, PNG (baseline)", ["png", "damage"]),
    ("acks: two frames in flight, one on a slow link", ["png", "damage", "ack"]),
    ("acks and WebP on a slow link", ["png", "damage", "ack", "webp"]),
]


def write_board(project, revision):
    text = SOURCE.replace("EDIT", str(revision)).replace("RED", f"{0.1 + 0.04 * (revision % 10):.2f}")
    path = project / "Board.swift"
    temporary = path.with_suffix(".tmp")
    temporary.write_text(text)
    os.replace(temporary, path)


class Link:
    """A TCP relay on 127.0.0.1: the daemon's bytes reach the client at `rate` bytes per second."""

    def __init__(self, upstream, rate):
        self.upstream, self.rate = upstream, rate
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self):
        while True:
            client, _ = self.listener.accept()
            server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            server.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 16 * 1024)
            server.connect(self.upstream)
            threading.Thread(target=self._pump, args=(server, client, self.rate), daemon=True).start()
            threading.Thread(target=self._pump, args=(client, server, None), daemon=True).start()

    @staticmethod
    def _pump(source, sink, rate):
        budget_start, sent = time.monotonic(), 0
        try:
            while chunk := source.recv(4096):
                sink.sendall(chunk)
                if rate:
                    sent += len(chunk)
                    ahead = budget_start + sent / rate - time.monotonic()
                    if ahead > 0:
                        time.sleep(ahead)
                    else:  # idle time is not credit for a later burst
                        budget_start, sent = time.monotonic(), 0
        except OSError:
            pass
        finally:
            for s in (source, sink):
                try:
                    s.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass


def run_mode(binary, workdir, formats, rate, edits, interval):
    project = workdir / "Board"
    project.mkdir(parents=True)
    write_board(project, 0)
    process = subprocess.Popen(
        [binary, "serve", str(project), "--port", "0", "--no-auth", "--state-dir", str(workdir / "state")],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PREVIEWD_WEB_ROOT": str(REPO / "Web")})
    # Which generation took in which edits: a render's generation includes every edit written before it started
    # (several edits can land in one generation when renders fall behind).
    generations = []  # (update.started.unix, project.generation)

    def read_log():
        for line in process.stderr:
            started = re.search(r"update\.started\.unix=([0-9.]+)", line)
            generation = re.search(r"project\.generation=(\d+)", line)
            if started and generation and " rendered" in line:
                generations.append((float(started.group(1)), int(generation.group(1))))

    try:
        host, port = re.search(r"http://([^/:]+):(\d+)/", process.stdout.readline()).groups()
        threading.Thread(target=process.stdout.read, daemon=True).start()
        threading.Thread(target=read_log, daemon=True).start()
        link = Link((host, int(port)), rate)
        ws = WebSocket("127.0.0.1", link.port, timeout=30)
        ws.send_json({"type": "hello", "client": "slow-link", "role": "device",
                      "viewport": {"width": 390, "height": 844}, "scale": 3, "colorScheme": "light",
                      "formats": formats})
        target = None
        while target is None:
            message = ws.receive(timeout=30)
            if message is None:
                raise RuntimeError("no welcome")
            if message[0] == 0x1 and json.loads(message[1]).get("type") == "welcome":
                target = json.loads(message[1])["target"]["id"]
        ws.send_json({"type": "subscribe", "previews": [PREVIEW], "targets": [target]})
        ws.send_json({"type": "select", "preview": PREVIEW})
        acks = "ack" in formats
        received = []  # (arrival time, generation, bytes, format)
        stop = threading.Event()

        def read():
            while not stop.is_set():
                message = ws.receive(timeout=0.2)
                if message is None or message[0] != 0x2:
                    continue
                header = frame_header(message[1])
                received.append((message[2], header["generation"], len(message[1]), header["format"]))
                if acks:
                    ws.send_json({"type": "ack", "seq": header["seq"], "held": 0})

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        deadline = time.time() + 60
        while not received and time.time() < deadline:
            time.sleep(0.05)
        time.sleep(1.5)  # the first frame, and a few acks for the link estimate
        written = []
        for revision in range(1, edits + 1):
            written.append(time.time())
            write_board(project, revision)
            time.sleep(interval)

        def generation_of(at):
            return next((g for started, g in sorted(generations) if started >= at), None)

        deadline = time.time() + 90
        while time.time() < deadline:
            final = generation_of(written[-1])
            if final is not None and received and received[-1][1] >= final:
                break
            time.sleep(0.05)
        stop.set()
        reader.join()
        ws.close()
        latencies = []
        for at in written:
            generation = generation_of(at)
            arrival = next(
                (t for t, g, _, _ in received if generation is not None and g >= generation and t >= at), None)
            if arrival is not None:
                latencies.append((arrival - at) * 1000)
        after = [r for r in received if r[0] >= written[0]]
        return latencies, sum(r[2] for r in after), len(after), sorted({r[3] for r in after})
    finally:
        process.terminate()
        process.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--previewd", default=str(REPO / ".build/release/previewd"))
    parser.add_argument("--rate", type=int, default=250_000, help="the link's bytes per second (250000 = 2 Mbit/s)")
    parser.add_argument("--edits", type=int, default=20)
    parser.add_argument("--interval", type=float, default=0.25, help="seconds between edits")
    arguments = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="previewd-slow-link-"))
    rows, baseline = [], None
    measure = (f"slow link {arguments.rate * 8 / 1e6:.0f} Mbit/s, a phone (390×844 @3), {arguments.edits} "
               f"whole-frame edits {arguments.interval * 1000:.0f} ms apart: edit → newest frame received "
               "(`Benchmarks/slow_link.py`)")
    try:
        for number, (label, formats) in enumerate(MODES):
            latencies, bytes_received, frames, kinds = run_mode(
                arguments.previewd, workdir / str(number), formats, arguments.rate, arguments.edits, arguments.interval)
            if len(latencies) < arguments.edits:
                rows.append((measure, label, f"only {len(latencies)} of {arguments.edits} edits arrived", ""))
                continue
            p50, p95 = statistics.median(latencies), sorted(latencies)[int(0.95 * (len(latencies) - 1))]
            figure = (f"p50 {p50:.0f} / p95 {p95:.0f} / max {max(latencies):.0f} ms; {frames} frames, "
                      f"{bytes_received / 1000:.0f} KB ({', '.join(kinds)})")
            if baseline is None:
                baseline = p50
                ratio = "1×"
            else:
                ratio = f"{baseline / p50:.1f}× sooner (p50)"
            rows.append((measure, label, figure, ratio))
            measure = ""
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    print_table(rows)


if __name__ == "__main__":
    main()
