#!/usr/bin/env python3
"""Fan-out and slow clients: one new frame to 10, 50 and 200 loopback clients; the time from its first to its last
delivery, the sending thread's CPU per delivery and the server's RSS, next to a Python `websockets` broadcast server
(Benchmarks/broadcast_server.py) sending the same bytes, interleaved round by round, and to the floor: the same
bytes over plain loopback TCP. Clients are raw sockets read by one C epoll loop (Benchmarks/audience.py).

    /usr/bin/python3 Benchmarks/fanout.py --previewd .build/release/previewd [--rounds 20]
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


def rss_mb(pid):
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


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


def cpu_seconds(pid, thread_name=None):
    """CPU time of process `pid`'s main thread, or of its thread named `thread_name` (schedstat: nanoseconds)."""
    task = Path(f"/proc/{pid}")
    if thread_name:
        task = next(t for t in Path(f"/proc/{pid}/task").iterdir() if (t / "comm").read_text().strip() == thread_name)
    return int((task / "schedstat").read_text().split()[0]) / 1e9


def raw_floor(bench, count, size, rounds):
    """The same bytes over plain loopback TCP (`previewd-bench raw-fanout`): first byte → last delivery, p50 ms."""
    output = subprocess.run([str(bench), "raw-fanout", "--clients", str(count), "--bytes", str(size),
                             "--rounds", str(rounds)], check=True, capture_output=True, text=True).stdout
    spreads = sorted(float(line) for line in output.split())
    return spreads[len(spreads) // 2]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--previewd", default=str(REPO / ".build/release/previewd"))
    parser.add_argument("--bench", default=str(REPO / ".build/release/previewd-bench"),
                        help="previewd-bench, whose C clients read the sockets")
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--clients", default="10,50,200")
    arguments = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="previewd-fanout-"))
    project = workdir / "Fan"
    project.mkdir()
    (project / "Screen.swift").write_text(SOURCE.replace("LABEL", "0"))
    # One target, so that when its frame goes out no other frame of the edit is still being drawn and encoded on
    # the same two cores: what is measured is the fan-out, as for the Python server.
    (project / "previewd.toml").write_text('devices = ["iphone-15-pro"]\ncolor-schemes = ["light"]\n')
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
    median = lambda values: sorted(values)[len(values) // 2]  # noqa: E731
    try:
        for count in map(int, arguments.clients.split(",")):
            ours = Audience(host, int(port), count, hello_messages, bench=arguments.bench)
            theirs = Audience("127.0.0.1", python_port, count, bench=arguments.bench)
            control = WebSocket("127.0.0.1", python_port)
            ours.wait_for(1)
            spread = {"ours": [], "theirs": []}
            cpu = {"ours": [], "theirs": []}
            sizes = []
            for number in range(arguments.rounds):
                # previewd: an edit; its stream thread (which does all the sending) is timed from the write on,
                # so its CPU includes taking the new frame and the catalog message that comes with it.
                edit += 1
                generation = max(generation_of(a) for a in ours.arrivals[0]) + 1
                started = cpu_seconds(daemon.pid, "previewd.lws")
                (project / "Screen.swift").write_text(SOURCE.replace("LABEL", str(edit)))
                deliveries = wait_for_generation(ours, generation)
                cpu["ours"].append((cpu_seconds(daemon.pid, "previewd.lws") - started) / count * 1e6)
                spread["ours"].append(duration_ms(deliveries))
                time.sleep(0.05)  # client 0 has written the whole message by now
                frame = ours.last_message()
                if frame_header(frame)["generation"] < generation:
                    raise RuntimeError("client 0 kept an older frame than the one just delivered")
                sizes.append(len(frame))
                # Python: the same bytes, then "broadcast", timed from the command on.
                control._send(0x2, frame)
                time.sleep(0.05)
                started = cpu_seconds(python.pid)
                control._send(0x1, b"broadcast")
                deliveries = theirs.wait_for(number + 1)
                cpu["theirs"].append((cpu_seconds(python.pid) - started) / count * 1e6)
                spread["theirs"].append(duration_ms(deliveries))
                time.sleep(0.1)
            control.close()
            ours.close()
            theirs.close()
            size = median(sizes)
            floor = raw_floor(arguments.bench, count, size, arguments.rounds)
            name = f"fan-out, one {size // 1000} KB frame to {count} clients, {arguments.rounds} rounds"
            figure = lambda who, pid: (  # noqa: E731
                f"first byte → last delivery p50 {median(spread[who]):.1f} ms, {median(cpu[who]):.0f} µs CPU per delivery, "
                f"RSS {rss_mb(pid):.0f} MB")
            rows.append((name, "Python websockets broadcast server (baseline)", figure("theirs", python.pid), "1×"))
            rows.append((name, "previewd", figure("ours", daemon.pid),
                         f"{median(spread['theirs']) / max(median(spread['ours']), 0.01):.1f}× faster, "
                         f"{median(cpu['ours']) / max(median(cpu['theirs']), 0.01):.2f}× CPU"))
            rows.append((name, "raw loopback TCP, the same bytes from one C thread (the floor)",
                         f"first byte → last delivery p50 {floor:.1f} ms", f"{median(spread['theirs']) / max(floor, 0.01):.1f}×"))
        rows += slow_client(host, int(port), project, daemon.pid, arguments.rounds, edit, arguments.bench)
    finally:
        daemon.terminate()
        python.terminate()
        daemon.wait(timeout=30)
        shutil.rmtree(workdir, ignore_errors=True)
    print_table(rows)


if __name__ == "__main__":
    main()
