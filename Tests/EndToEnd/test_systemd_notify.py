"""systemd's readiness protocol against the real daemon: a Python datagram socket stands in for systemd's
`$NOTIFY_SOCKET` (how `Type=notify` units are started), with the watchdog on."""
import socket
import time

from harness import wait_until


def test_ready_status_watchdog_and_stopping_arrive_in_order(tmp_path, monkeypatch, daemon_factory):
    path = str(tmp_path / "notify.sock")
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM)
    listener.bind(path)
    listener.settimeout(0.2)
    monkeypatch.setenv("NOTIFY_SOCKET", path)
    # 600 ms: previewd must ping every 300 ms, from a loop that is alive.
    monkeypatch.setenv("WATCHDOG_USEC", "600000")
    messages = []

    def receive():
        try:
            while True:
                messages.append(listener.recv(4096).decode())
        except socket.timeout:
            return messages

    daemon = daemon_factory()
    daemon.wait_for_frames()
    wait_until(lambda: any("READY=1" in m for m in receive()), 30, "READY=1")
    ready = next(m for m in messages if "READY=1" in m)
    assert "STATUS=rendering 2 previews, listening on port" in ready, ready
    # The first render goes on after READY=1 (frames are served as they come); then the status says idle.
    wait_until(lambda: any(m.startswith("STATUS=idle, 2 previews") for m in receive()), 30, "an idle status")
    assert f"MAINPID={daemon.process.pid}" in ready, ready
    # Several pings within a couple of seconds, never before READY=1.
    time.sleep(2)
    receive()
    pings = [i for i, m in enumerate(messages) if m == "WATCHDOG=1"]
    assert len(pings) >= 4, messages
    assert pings[0] > messages.index(ready), messages

    # An edit shows up in the status line: rendering, then idle again.
    project = daemon.project
    project.edit('"Hello"', '"Hello again"')
    wait_until(lambda: any(m.startswith("STATUS=rendering 2 previews") for m in receive()), 30, "a rendering status")

    started = time.monotonic()
    assert daemon.stop() == 0
    assert time.monotonic() - started < 2, "SIGTERM should stop previewd within a second or so"
    receive()
    assert messages[-1].startswith("STOPPING=1"), messages
    listener.close()


def test_without_notify_socket_nothing_is_sent_and_serving_works(tmp_path, monkeypatch, daemon_factory):
    monkeypatch.delenv("NOTIFY_SOCKET", raising=False)
    monkeypatch.setenv("WATCHDOG_USEC", "600000")
    daemon = daemon_factory()
    assert daemon.wait_for_frames()["previews"]
    assert daemon.stop() == 0


def test_logs_carry_syslog_priorities_for_the_journal(monkeypatch, daemon_factory):
    # systemd sets $JOURNAL_STREAM when standard error is connected to journald.
    monkeypatch.setenv("JOURNAL_STREAM", "8:12345")
    daemon = daemon_factory()
    daemon.wait_for_frames()
    daemon.project.edit("Body", "Body text")
    wait_until(lambda: daemon.log.count("[err] <5>rendered") >= 2, 30, "a second 'rendered' line")
    assert daemon.stop() == 0
    errors = [line[len("[err] "):] for line in daemon.log.splitlines() if line.startswith("[err] ")]
    assert errors and all(line[:3] in ("<5>", "<4>", "<6>", "<3>", "<7>") for line in errors), errors
    assert any(line.startswith("<5>listening") for line in errors), errors
    assert any(line.startswith("<5>stopped") for line in errors), errors
