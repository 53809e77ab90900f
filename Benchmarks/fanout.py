#!/usr/bin/env python3
"""Fan-out and slow clients: one new frame to 10, 50 and 200 loopback clients; the time from its first to its last
delivery, the sending thread's CPU per delivery and the server's RSS, next to a Python `websockets` broadcast server
(Benchmarks/broadcast_server.py) sending the same bytes, interleaved round by round, and to the floor: the same
bytes over plain loopback TCP. Clients are raw sockets read by one C epoll loop (Benchmarks/audience.py). With
--before, another previewd build serves its own copy of the project and is measured the same way, edit by edit.

    /usr/bin/python3 Benchmarks/fanout.py --previewd .build/release/previewd [--before OTHER] [--rounds 20]
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
from process_memory import memory_mb  # noqa: E402
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
    header = arrival[1]
    return header["generation"] if header and header.get("target") == TARGET else -1


def wait_for_generation(audience, generation, timeout=20):
    """Each client's first frame of TARGET from `generation` on (see Audience.wait_for), for the clients that got
    one within `timeout`."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        found = [next((a for a in arrivals if generation_of(a) >= generation), None) for arrivals in audience.arrivals]
        if all(a is not None for a in found):
            return found
        time.sleep(0.002)
    return [a for a in found if a is not None]


def duration_ms(deliveries):
    """From the first byte any client received to the last byte of the last client: the whole fan-out, however the
    server orders its writes (a server that sends every client's first fragment before any second one completes
    its first delivery late, so the spread of completions alone would flatter it)."""
    return (max(arrived for arrived, _, _ in deliveries) - min(started for _, _, started in deliveries)) * 1000


def slow_client(host, port, project, pid, rounds, edit, bench):
    """10 readers, then the same with one more client that subscribes and never reads: the readers' edit → frame
    p95 and the daemon's RSS (first `rounds` edits without, then `rounds` with: a stalled client cannot be undone
    without closing it)."""
    readers = Audience(host, port, 10, hello_messages, bench=bench)
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
        latency[with_stall].append((max(arrived for arrived, _, _ in arrivals) - written) * 1000)
        rss[with_stall].append(memory_mb(pid)[0])
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


def cpu_seconds(pid, thread_name=None):
    """CPU time of process `pid`'s main thread, or of its thread named `thread_name` (schedstat: nanoseconds);
    None when no thread has that name (a build from before threads were named)."""
    task = Path(f"/proc/{pid}")
    if thread_name:
        task = next((t for t in Path(f"/proc/{pid}/task").iterdir() if (t / "comm").read_text().strip() == thread_name),
                    None)
        if task is None:
            return None
    return int((task / "schedstat").read_text().split()[0]) / 1e9


def raw_floor(bench, count, size, rounds):
    """The same bytes over plain loopback TCP (`previewd-bench raw-fanout`): first byte → last delivery, p50 ms."""
    output = subprocess.run([str(bench), "raw-fanout", "--clients", str(count), "--bytes", str(size),
                             "--rounds", str(rounds)], check=True, capture_output=True, text=True).stdout
    spreads = sorted(float(line) for line in output.split())
    return spreads[len(spreads) // 2]


class Served:
    """One previewd build serving its own copy of the project."""

    def __init__(self, label, binary, workdir):
        self.label = label
        self.project = workdir / label / "Fan"
        self.project.mkdir(parents=True)
        (self.project / "Screen.swift").write_text(SOURCE.replace("LABEL", "0"))
        # One target, so that when its frame goes out no other frame of the edit is still being drawn and encoded
        # on the same two cores: what is measured is the fan-out, as for the Python server.
        (self.project / "previewd.toml").write_text('devices = ["iphone-15-pro"]\ncolor-schemes = ["light"]\n')
        self.process = subprocess.Popen(
            [binary, "serve", str(self.project), "--port", "0", "--no-auth",
             "--state-dir", str(workdir / label / "state")],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
            env={**os.environ, "PREVIEWD_WEB_ROOT": str(REPO / "Web")})
        self.host, port = re.search(r"http://([^/:]+):(\d+)/", self.process.stdout.readline()).groups()
        self.port = int(port)
        threading.Thread(target=self.process.stdout.read, daemon=True).start()
        self.audience = None
        self.spread, self.cpu = [], []

    def deliver(self, edit, count):
        """One edit, timed until all `count` clients have its frame; returns that frame's message."""
        generation = max(generation_of(a) for a in self.audience.arrivals[0]) + 1
        # The thread that does all the sending, from the write on: its CPU includes taking the new frame and the
        # catalog message that comes with it.
        started = cpu_seconds(self.process.pid, "previewd.lws")
        (self.project / "Screen.swift").write_text(SOURCE.replace("LABEL", str(edit)))
        deliveries = wait_for_generation(self.audience, generation)
        if started is not None:
            self.cpu.append((cpu_seconds(self.process.pid, "previewd.lws") - started) / count * 1e6)
        self.spread.append(duration_ms(deliveries))
        time.sleep(0.05)  # client 0 has written the whole message by now
        frame = self.audience.last_message()
        if frame_header(frame)["generation"] < generation:
            raise RuntimeError("client 0 kept an older frame than the one just delivered")
        return frame

    def stop(self):
        self.process.terminate()
        self.process.wait(timeout=30)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--previewd", default=str(REPO / ".build/release/previewd"))
    parser.add_argument("--before", help="another previewd build, measured the same way, round by round")
    parser.add_argument("--bench", default=str(REPO / ".build/release/previewd-bench"),
                        help="previewd-bench, whose C clients read the sockets")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--clients", default="10,50,200")
    arguments = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="previewd-fanout-"))
    builds = [Served("previewd", arguments.previewd, workdir)]
    if arguments.before:
        builds.append(Served("before", arguments.before, workdir))
    python = subprocess.Popen([sys.executable, str(Path(__file__).parent / "broadcast_server.py")],
                              stdout=subprocess.PIPE, text=True)
    python_port = int(python.stdout.readline())
    rows = []
    edit = 0
    median = lambda values: sorted(values)[len(values) // 2] if values else float("nan")  # noqa: E731
    try:
        for count in map(int, arguments.clients.split(",")):
            for build in builds:
                build.audience = Audience(build.host, build.port, count, hello_messages, bench=arguments.bench)
                build.audience.wait_for(1)
                build.spread, build.cpu = [], []
            theirs = Audience("127.0.0.1", python_port, count, bench=arguments.bench)
            control = WebSocket("127.0.0.1", python_port)
            spread, cpu, sizes = [], [], []
            for number in range(arguments.rounds):
                edit += 1
                for build in builds:
                    frame = build.deliver(edit, count)
                sizes.append(len(frame))
                # Python: the same bytes, then "broadcast", timed from the command on.
                control._send(0x2, frame)
                time.sleep(0.05)
                started = cpu_seconds(python.pid)
                control._send(0x1, b"broadcast")
                deliveries = theirs.wait_for(number + 1)
                cpu.append((cpu_seconds(python.pid) - started) / count * 1e6)
                spread.append(duration_ms(deliveries))
                time.sleep(0.1)
            control.close()
            theirs.close()
            for build in builds:
                build.audience.close()
            size = median(sizes)
            floor = raw_floor(arguments.bench, count, size, arguments.rounds)
            name = f"fan-out, one {size // 1000} KB frame to {count} clients, {arguments.rounds} rounds"

            def figure(times, cpus, pid):
                cpu_text = f"{median(cpus):.0f} µs CPU per delivery" if cpus else "CPU n/a (sending thread unnamed)"
                rss = memory_mb(pid)[0]
                return f"first byte → last delivery p50 {median(times):.1f} ms, {cpu_text}, RSS {rss:.0f} MB"

            rows.append((name, "Python websockets broadcast server (baseline)", figure(spread, cpu, python.pid), "1×"))
            for build in builds:
                ratio = f"{median(spread) / max(median(build.spread), 0.01):.1f}× faster"
                if build.cpu:
                    ratio += f", {median(build.cpu) / max(median(cpu), 0.01):.2f}× CPU"
                rows.append((name, build.label, figure(build.spread, build.cpu, build.process.pid), ratio))
            rows.append((name, "raw loopback TCP, the same bytes from one C thread (the floor)",
                         f"first byte → last delivery p50 {floor:.1f} ms", f"{median(spread) / max(floor, 0.01):.1f}×"))
        current = builds[0]
        rows += slow_client(current.host, current.port, current.project, current.process.pid, arguments.rounds, edit,
                            arguments.bench)
    finally:
        for build in builds:
            build.stop()
        python.terminate()
        shutil.rmtree(workdir, ignore_errors=True)
    print_table(rows)


if __name__ == "__main__":
    main()
