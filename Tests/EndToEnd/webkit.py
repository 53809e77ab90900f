"""WebKit, the engine of every iPhone browser, for the browser tests: WebKitGTK's MiniBrowser driven by WebKitWebDriver
on a virtual display (Xvfb) of its own. A phone-like window is narrow and HiDPI (GTK's GDK_SCALE=2 gives the page a
devicePixelRatio of 2); a browser that trusts previewd's certificate authority sees it in the system trust store
(GnuTLS's /etc/ssl/certs/ca-certificates.crt, read by WebKit's network process) of a private mount namespace, as a
phone trusts it once the user installed it, while the machine's own store stays as it is."""
import os
import shutil
import subprocess
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.remote.webdriver import WebDriver as RemoteWebDriver
from selenium.webdriver.webkitgtk.options import Options
from selenium.webdriver.webkitgtk.service import Service

WEBKIT_DRIVER = "/usr/bin/WebKitWebDriver"
MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser"
XVFB = "/usr/bin/Xvfb"
SYSTEM_TRUST_STORE = Path("/etc/ssl/certs/ca-certificates.crt")


class VirtualDisplay:
    """An Xvfb server on a display number it picks itself (-displayfd), so parallel test runs never collide."""

    def __init__(self):
        reader, writer = os.pipe()
        try:
            self.process = subprocess.Popen(
                [XVFB, "-displayfd", str(writer), "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
                pass_fds=(writer,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            os.close(writer)
            writer = None
            number = b""
            with os.fdopen(reader, "rb") as answer:
                reader = None
                while not number.endswith(b"\n"):
                    chunk = answer.read(1)
                    if not chunk:
                        self.stop()
                        pytest.fail("Xvfb exited without naming its display")
                    number += chunk
            self.name = f":{int(number)}"
        finally:
            for descriptor in (reader, writer):
                if descriptor is not None:
                    os.close(descriptor)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(10)


class WebKitDriver(webdriver.WebKitGTK):
    """webdriver.WebKitGTK with a service of our making (its command and environment), on Selenium 4.8 (Debian) as on
    later ones; quit() ends the browser, the driver and the display."""

    def __init__(self, service, options, display):
        self.service = service
        self.display = display
        service.start()
        try:
            RemoteWebDriver.__init__(self, command_executor=service.service_url, options=options)
        except BaseException:
            service.stop()
            raise

    def quit(self):
        try:
            super().quit()
        finally:
            self.display.stop()


def trusting_driver_command(folder, authority):
    """A command that runs WebKitWebDriver (and so MiniBrowser and its network process) in a mount namespace of its
    own whose system trust store also holds `authority`. Needs CAP_SYS_ADMIN for the namespace (the tests run as
    root); WebKitGTK has no option of its own to add an authority."""
    if os.geteuid() != 0:
        pytest.skip("trusting an authority in WebKit needs a private mount namespace (root): WebKitGTK reads only "
                    "the system trust store")
    bundle = folder / "ca-certificates.crt"
    bundle.write_bytes(SYSTEM_TRUST_STORE.read_bytes() + b"\n" + Path(authority).read_bytes())
    command = folder / "WebKitWebDriver"
    # unshare and sh exec in place: the driver keeps the process id Selenium stops it by. The namespace's mounts are
    # private (unshare's default), so the bind mount never reaches the machine's own /etc.
    command.write_text(
        "#!/bin/sh\n"
        f"exec unshare --mount sh -c 'mount --bind \"$0\" {SYSTEM_TRUST_STORE} && exec {WEBKIT_DRIVER} \"$@\"' "
        f"'{bundle}' \"$@\"\n")
    command.chmod(0o755)
    return command


def make_webkit(tmp_path, name, scale=1, size=None, authority=None):
    """A MiniBrowser on a display of its own: `scale` is the page's devicePixelRatio, `size` (width, height) the
    window's (MiniBrowser keeps it at least 447 px wide), `authority` a CA certificate file to trust."""
    for needed in (WEBKIT_DRIVER, MINIBROWSER, XVFB):
        assert os.path.exists(needed), f"{needed} is missing: scripts/install-deps.sh installs webkit2gtk-driver, xvfb"
    if authority:
        assert shutil.which("unshare"), "unshare (util-linux) is missing"
    folder = tmp_path / f"webkit-{name}"
    folder.mkdir()
    command = trusting_driver_command(folder, authority) if authority else WEBKIT_DRIVER
    display = VirtualDisplay()
    environment = dict(os.environ, DISPLAY=display.name, GDK_SCALE=str(scale), HOME=str(folder),
                       XDG_CACHE_HOME=str(folder / "cache"), XDG_DATA_HOME=str(folder / "data"))
    options = Options()
    options.binary_location = MINIBROWSER
    options.add_argument("--automation")
    service = Service(str(command), log_path=str(folder / "webkitdriver.log"), env=environment)
    try:
        driver = WebKitDriver(service, options, display)
    except BaseException:
        display.stop()
        raise
    driver.set_script_timeout(30)
    if size:
        driver.set_window_size(*size)
    return driver


def page_screen(driver):
    """The screen the page reports to previewd (its viewport, pixel ratio and colour scheme), in the form
    test_phone's helpers take: the device view's frames are rendered for exactly this."""
    return driver.execute_script(
        "return {width: innerWidth, height: innerHeight, scale: devicePixelRatio,"
        " scheme: matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'}")


def tap(driver, x, y):
    """A press and release at CSS pixel (x, y) of the viewport through WebDriver's standard pointer actions (WebKit
    has no DevTools protocol)."""
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(int(round(x)), int(round(y)))
    actions.pointer_action.pointer_down()
    actions.pointer_action.pointer_up()
    actions.perform()
