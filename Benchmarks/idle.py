#!/usr/bin/env python3
"""Idle: the daemon's CPU use over a quiet period with 50 connected, subscribed clients that have every frame;
--before measures another binary the same way, as the baseline.

    /usr/bin/python3 Benchmarks/idle.py --previewd .build/release/previewd [--before OLD] [--seconds 60]
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
from wsclient import WebSocket  # noqa: E402
from table import print_table

REPO = Path(__file__).resolve().parents[1]
TICKS = os.sysconf("SC_CLK_TCK")


def cpu_seconds(pid):
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS  # utime + stime


def measure(binary, workdir, clients, seconds):
    project = workdir / "Hello"
    shutil.copytree(REPO / "Examples" / "Hello", project)
    process = subprocess.Popen(
        [binary, "serve", str(project), "--port", "0", "--no-auth", "--state-dir", str(workdir / "state")],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env={**os.environ, "PREVIEWD_WEB_ROOT": str(REPO / "Web")})
    host, port = re.search(r"http://([^/:]+):(\d+)/", process.stdout.readline()).groups()
    threading.Thread(target=process.stdout.read, daemon=True).start()
    sockets = []
    for number in range(clients):
        ws = WebSocket(host, int(port))
        ws.send_json({"type": "hello", "client": f"idle-{number}", "role": "dashboard",
                      "viewport": {"width": 393, "height": 852}, "scale": 3, "colorScheme": "light",
                      "formats": ["png"]})
        sockets.append(ws)
    for ws in sockets:  # take everything already sent, so the daemon has nothing left to do
        while ws.receive(timeout=0.3) is not None:
            pass
    time.sleep(1)
    started, cpu = time.time(), cpu_seconds(process.pid)
    time.sleep(seconds)
    used = (cpu_seconds(process.pid) - cpu) / (time.time() - started) * 100
    for ws in sockets:
        ws.close()
    process.terminate()
    process.wait(timeout=30)
    return used


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--previewd", default=str(REPO / ".build/release/previewd"))
    parser.add_argument("--before")
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    arguments = parser.parse_args()
    workdir = Path(tempfile.mkdtemp(prefix="previewd-idle-"))
    rows = []
    try:
        subjects = [("current", arguments.previewd)] + ([("before", arguments.before)] if arguments.before else [])
        for label, binary in subjects:
            used = measure(binary, workdir / label, arguments.clients, arguments.seconds)
            rows.append((f"idle, {arguments.clients} clients, {arguments.seconds:.0f} s", f"previewd {label}",
                         f"{used:.2f}% of one core", ""))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    print_table(rows)


if __name__ == "__main__":
    main()
