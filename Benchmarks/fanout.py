#!/usr/bin/env python3
"""Fan-out and slow clients: one new frame to 10, 50 and 200 loopback clients; the time from its first to its last delivery, next
to a Python `websockets` broadcast server (Benchmarks/broadcast_server.py) sending the same bytes, interleaved
round by round. Clients are raw sockets read by one thread through a selector (Benchmarks/audience.py).

    /usr/bin/python3 Benchmarks/fanout.py --previewd .build/release/previewd [--rounds 10]
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
from audience import Audience  # noqa: E402
from wsclient import WebSocket, frame_header  # noqa: E402
from table import print_table

REPO = Path(__file__).resolve().parents[1]
TARGET = "iphone-15-pro-light"
SOURCE = """import SwiftUI

struct Screen: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Fan-out LABEL").font(.largeTitle.bold())
            ForEach(0..<12) { row in
                HStack { Circle().fill(Color.blue).frame(width: 28, height: 28); Text("Row \\\\(row)") }
            }
        }
        .padding()
    }
}

#Preview("Screen") { Screen() }
"""


def hello_messages(index):
    """What a previewd client says: a dashboard subscribed to every preview on TARGET."""
    return [{"type": "hello", "client": f"fan-{index}", "role": "dashboard", "viewport": {"width": 393, "height": 852},
             "scale": 3, "colorScheme": "light", "formats": ["png"]},
            {"type": "subscribe", "previews": ["*"], "targets": [TARGET]}]


def generation_of(arrival):
    header = frame_header(arrival[1])
    return header["generation"] if header["target"] == TARGET else -1


def wait_for_generation(audience, generation, timeout=20):
    """When each client first got a frame of TARGET from `generation` or later."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        times = [next((a[0] for a in arrivals if generation_of(a) >= generation), None) for arrivals in audience.arrivals]
        if all(t is not None for t in times):
            return times
        time.sleep(0.002)
    return [t for t in times if t is not None]


def rss_mb(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def slow_client(host, port, project, pid, rounds, edit):
    """10 readers, then the same with one more client that subscribes and never reads: the readers' edit → frame
    p95 and the daemon's RSS (first `rounds` edits without, then `rounds` with: a stalled client cannot be undone
    without closing it)."""
    readers = Audience(host, port, 10, hello_messages)
    readers.wait_for(1)
    latency = {False: [], True: []}
    rss = {False: [], True: []}
    stalled = None
    for number in range(rounds * 2):
        with_stall = number >= rounds
        if with_stall and stalled is None:
            stalled = WebSocket(host, port)
            stalled.sock.setsockopt(__import__("socket").SOL_SOCKET, __import__("socket").SO_RCVBUF, 4096)
            stalled.send_json({"type": "hello", "client": "stalled", "role": "dashboard",
                               "viewport": {"width": 393, "height": 852}, "scale": 3, "colorScheme": "light",
                               "formats": ["png"]})
        edit += 1
        generation = max(generation_of(a) for a in readers.arrivals[0]) + 1
        written = time.time()
        (project / "Screen.swift").write_text(SOURCE.replace("LABEL", f"slow {edit}"))
        arrivals = wait_for_generation(readers, generation)
        latency[with_stall].append((max(arrivals) - written) * 1000)
        rss[with_stall].append(rss_mb(pid))
        time.sleep(0.1)
    readers.close()
    if stalled:
        stalled.sock.close()
    p95 = lambda values: sorted(values)[min(len(values) - 1, round(0.95 * (len(values) - 1)))]  # noqa: E731
    name = f"slow client: 10 readers, {rounds} edits without, then {rounds} with"
    return [
        (name, "previewd, no stalled client (baseline)",
         f"edit → last reader p95 {p95(latency[False]):.0f} ms, RSS max {max(rss[False]):.0f} MB", "1×"),
        (name, "previewd, plus one client that never reads",
         f"edit → last reader p95 {p95(latency[True]):.0f} ms, RSS max {max(rss[True]):.0f} MB",
         f"{p95(latency[True]) / p95(latency[False]):.2f}× p95, {max(rss[True]) - max(rss[False]):+.1f} MB"),
    ]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--previewd", default=str(REPO / ".build/release/previewd"))
    parser.add_argument("--rounds", type=int, default=10)
    parser.add_argument("--clients", default="10,50,200")
    arguments = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="previewd-fanout-"))
    project = workdir / "Fan"
    project.mkdir()
    (project / "Screen.swift").write_text(SOURCE.replace("LABEL", "0"))
    daemon = subprocess.Popen(
        [arguments.previewd, "serve", str(project), "--port", "0", "--no-auth", "--state-dir", str(workdir / "state")],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "PREVIEWD_WEB_ROOT": str(REPO / "Web")})
    host, port = re.search(r"http://([^/:]+):(\d+)/", daemon.stdout.readline()).groups()
    threading.Thread(target=daemon.stdout.read, daemon=True).start()
    python = subprocess.Popen([sys.executable, str(Path(__file__).parent / "broadcast_server.py")],
                              stdout=subprocess.PIPE, text=True)
    python_port = int(python.stdout.readline())
    rows = []
    edit = 0
    try:
        for count in map(int, arguments.clients.split(",")):
            ours = Audience(host, int(port), count, hello_messages)
            theirs = Audience("127.0.0.1", python_port, count)
            control = WebSocket("127.0.0.1", python_port)
            ours.wait_for(1)
            ours_spread, theirs_spread, sizes = [], [], []
            for number in range(arguments.rounds):
                edit += 1
                generation = max(generation_of(a) for a in ours.arrivals[0]) + 1
                (project / "Screen.swift").write_text(SOURCE.replace("LABEL", str(edit)))
                arrivals = wait_for_generation(ours, generation)
                ours_spread.append((max(arrivals) - min(arrivals)) * 1000)
                frame = next(a[1] for a in ours.arrivals[0] if generation_of(a) >= generation)
                sizes.append(len(frame))
                control._send(0x2, frame)
                control._send(0x1, b"broadcast")
                arrivals = theirs.wait_for(number + 1)
                theirs_spread.append((max(arrivals) - min(arrivals)) * 1000)
                time.sleep(0.1)
            control.close()
            ours.close()
            theirs.close()
            median = lambda values: sorted(values)[len(values) // 2]  # noqa: E731
            name = f"fan-out, one {median(sizes) // 1000} KB frame to {count} clients, {arguments.rounds} rounds"
            rows.append((name, "Python websockets broadcast server (baseline)",
                         f"first → last delivery p50 {median(theirs_spread):.1f} ms", "1×"))
            rows.append((name, "previewd", f"first → last delivery p50 {median(ours_spread):.1f} ms",
                         f"{median(theirs_spread) / max(median(ours_spread), 0.01):.1f}× faster"))
        rows += slow_client(host, int(port), project, daemon.pid, arguments.rounds, edit)
    finally:
        daemon.terminate()
        python.terminate()
        daemon.wait(timeout=30)
        shutil.rmtree(workdir, ignore_errors=True)
    print_table(rows)


if __name__ == "__main__":
    main()
