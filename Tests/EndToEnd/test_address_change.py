"""`serve --https --host 0.0.0.0` on a machine whose address changes while previewd runs, as a laptop's does when it
joins another Wi-Fi: the server certificate is issued again for the new address and presented to new connections,
and the pairing URL (and where phones fetch the authority) names the new address, all without a restart.

The daemon runs in a network namespace of its own (`ip netns`, root only) with a veth interface whose address the
test changes, so the machine's own network is never touched; clients (openssl s_client, curl) run in it too."""
import json
import os
import re
import shutil
import subprocess
import uuid

import pytest

import harness
from harness import Daemon, DaemonFailed, daemon_binary, wait_until

pytestmark = pytest.mark.skipif(
    os.geteuid() != 0 or not shutil.which("ip") or not shutil.which("curl"),
    reason="needs root, iproute2 (ip netns) and curl")

FIRST, SECOND_ADDRESS = "10.77.0.2", "192.168.77.9"


def inside(namespace, *command, stdin=""):
    return subprocess.run(["ip", "netns", "exec", namespace, *command], input=stdin, capture_output=True, text=True,
                          timeout=60)


@pytest.fixture
def namespace():
    name = "pvd-" + uuid.uuid4().hex[:8]
    created = subprocess.run(["ip", "netns", "add", name], capture_output=True, text=True, timeout=30)
    if created.returncode != 0:
        pytest.skip(f"cannot make a network namespace: {created.stderr.strip()}")
    try:
        for command in (["ip", "link", "set", "lo", "up"],
                        ["ip", "link", "add", "pvd0", "type", "veth", "peer", "name", "pvd1"],
                        ["ip", "link", "set", "pvd0", "up"], ["ip", "link", "set", "pvd1", "up"],
                        ["ip", "addr", "add", f"{FIRST}/24", "dev", "pvd0"]):
            result = inside(name, *command)
            if result.returncode != 0:
                pytest.skip(f"cannot set up the namespace's network ({' '.join(command)}): {result.stderr.strip()}")
        yield name
    finally:
        subprocess.run(["ip", "netns", "del", name], capture_output=True, timeout=30)


@pytest.fixture
def daemon_in(namespace, project, tmp_path, request, monkeypatch):
    monkeypatch.setattr(harness, "LISTENING", re.compile(r"previewd listening on https?://([^/\s]+):(\d+)/"))
    wrapper = tmp_path / "previewd-in-namespace"
    wrapper.write_text(f'#!/bin/sh\nexec ip netns exec {namespace} "{daemon_binary()}" "$@"\n')
    wrapper.chmod(0o755)
    state = tmp_path / "state"
    state.mkdir()
    daemon = Daemon(wrapper, project, state, ("--https", "--host", "0.0.0.0"))
    request.node.previewd_daemons = [daemon]
    try:
        daemon.start()
    except DaemonFailed as error:
        pytest.fail(f"{error}\n--- previewd log ---\n{daemon.log}", pytrace=False)
    yield daemon
    daemon.stop()


def verifies(namespace, daemon, address):
    """Whether a TLS client that trusts only previewd's authority accepts the certificate served at `address`."""
    result = inside(namespace, "openssl", "s_client", "-connect", f"{address}:{daemon.port}", "-brief",
                    "-CAfile", str(daemon.state_dir / "tls" / "ca.crt"), "-verify_ip", address, "-verify_return_error")
    return result.returncode == 0 and "Verification: OK" in result.stderr + result.stdout


def pairing(namespace, daemon, address):
    result = inside(namespace, "curl", "-sS", "--cacert", str(daemon.state_dir / "tls" / "ca.crt"),
                    "-H", f"Authorization: Bearer {daemon.token}", f"https://{address}:{daemon.port}/api/v1/pair")
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_a_new_address_gets_a_certificate_and_the_pairing_url_without_a_restart(namespace, daemon_in):
    daemon = daemon_in
    wait_until(lambda: verifies(namespace, daemon, FIRST), 30, f"a certificate for {FIRST}")
    answer = pairing(namespace, daemon, FIRST)
    assert answer["url"].startswith(f"https://{FIRST}:{daemon.port}/device#token="), answer
    assert answer["authority"] == f"http://{FIRST}:{daemon.port}/ca.crt", answer
    pid = daemon.process.pid

    # The laptop joins another network: the old address goes, a new one comes.
    assert inside(namespace, "ip", "addr", "del", f"{FIRST}/24", "dev", "pvd0").returncode == 0
    assert inside(namespace, "ip", "addr", "add", f"{SECOND_ADDRESS}/24", "dev", "pvd0").returncode == 0

    wait_until(lambda: verifies(namespace, daemon, SECOND_ADDRESS), 30,
               f"the certificate issued again for {SECOND_ADDRESS} and served")
    answer = wait_until(lambda: (found := pairing(namespace, daemon, SECOND_ADDRESS))["url"].startswith(
        f"https://{SECOND_ADDRESS}:") and found, 30, "the pairing URL at the new address")
    assert answer["url"] == f"https://{SECOND_ADDRESS}:{daemon.port}/device#token={daemon.token}", answer
    assert answer["authority"] == f"http://{SECOND_ADDRESS}:{daemon.port}/ca.crt", answer
    assert daemon.process.pid == pid and daemon.process.poll() is None, "previewd restarted"
    names = (daemon.state_dir / "tls" / "server-names").read_text()
    assert f"IP:{SECOND_ADDRESS}" in names and f"IP:{FIRST}" not in names, names
    assert "serving the new HTTPS certificate" in daemon.log
