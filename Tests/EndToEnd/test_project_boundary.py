"""The project boundary against a running daemon: previewd reads only regular files inside the project, through
one rule, at start-up and while serving alike; a file it cannot open is stale, not deleted; its own state directory
inside the project is never project content."""
import resource
import time

from harness import GREETING, launch, wait_until

REFUSED = "not a regular file inside the project"
OUTSIDE_VIEW = 'import SwiftUI\n#Preview("Outside") { Text("outside") }\n'
SECRET = "TOP-SECRET-LINE ]]] {{{ not swift"


def outside_folder(tmp_path):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "Outside.swift").write_text(OUTSIDE_VIEW)
    (outside / "notes.txt").write_text(SECRET + "\n")
    (outside / "data.json").write_text('{"secret": "TOP-SECRET-JSON"}')
    return outside


def diagnostics_for(catalog, name):
    return [d for d in catalog["diagnostics"] if d["file"].endswith(name)]


def wait_for_diagnostic(daemon, name):
    return wait_until(
        lambda: diagnostics_for(daemon.catalog(), name) and daemon.catalog(), 30, f"a diagnostic for {name}")


def assert_no_leak(catalog):
    names = [p["name"] for p in catalog["previews"]]
    assert "Outside" not in names, names
    text = str(catalog)
    assert "TOP-SECRET" not in text, text


def test_links_that_appear_while_serving_are_refused_as_at_start(project, daemon_factory, tmp_path):
    outside = outside_folder(tmp_path)
    daemon = daemon_factory()
    daemon.wait_for_frames()
    (project.root / "Leak.swift").symlink_to(outside / "Outside.swift")
    (project.root / "Notes.swift").symlink_to(outside / "notes.txt")
    (project.root / "Dangling.swift").symlink_to(outside / "nothing.swift")
    (project.root / "data.json").symlink_to(outside / "data.json")
    catalog = wait_until(
        lambda: (c := daemon.catalog())
        and all(diagnostics_for(c, n) for n in ["Leak.swift", "Notes.swift", "Dangling.swift", "data.json"]) and c,
        30, "a refusal for every link")
    assert_no_leak(catalog)
    running = {d["file"]: d["message"] for d in catalog["diagnostics"] if REFUSED in d["message"]}
    assert set(running) == {"Leak.swift", "Notes.swift", "Dangling.swift", "data.json"}, catalog["diagnostics"]
    # A link to a file that exists and one to nothing read the same: nothing is told about what lies outside.
    assert running["Leak.swift"] == running["Dangling.swift"]

    daemon.restart()
    catalog = wait_until(lambda: (c := daemon.catalog()) and c["previews"] and c, 30, "the catalog after a restart")
    assert_no_leak(catalog)
    at_start = {d["file"]: d["message"] for d in catalog["diagnostics"] if REFUSED in d["message"]}
    assert at_start == running


def test_a_linked_directory_is_not_followed_while_serving(project, daemon_factory, tmp_path):
    outside = outside_folder(tmp_path)
    daemon = daemon_factory()
    daemon.wait_for_frames()
    generation = daemon.catalog()["generation"]
    (project.root / "Shared").symlink_to(outside)
    project.edit('"Body"', '"Body after the link"')
    wait_until(lambda: daemon.catalog()["generation"] > generation, 30, "the edit after the link")
    time.sleep(1)
    assert_no_leak(daemon.catalog())


def image_set(filename):
    return '{ "images" : [ { "filename" : "%s", "idiom" : "universal" } ] }' % filename


def test_asset_catalog_file_names_cannot_leave_the_project(project, daemon_factory, tmp_path):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    # A real PNG header is enough for the old code to size (and draw) it.
    (outside / "secret.png").write_bytes(
        b"\x89PNG\r\n\x1a\n\x00\x00\x00\x0dIHDR\x00\x00\x00\x04\x00\x00\x00\x04\x08\x06\x00\x00\x00")
    climb = "../" * 12 + str(outside).lstrip("/")
    assets = project.root / "Assets.xcassets"
    for name, filename in [("Exists", climb + "/secret.png"), ("Absent", climb + "/absent.png"),
                           ("Absolute", str(outside / "secret.png"))]:
        (assets / f"{name}.imageset").mkdir(parents=True)
        (assets / f"{name}.imageset" / "Contents.json").write_text(image_set(filename))
    (assets / "Linked.imageset").mkdir()
    (assets / "Linked.imageset" / "Contents.json").write_text(image_set("icon.png"))
    (assets / "Linked.imageset" / "icon.png").symlink_to(outside / "secret.png")
    (assets / "LinkedAbsent.imageset").mkdir()
    (assets / "LinkedAbsent.imageset" / "Contents.json").write_text(image_set("icon.png"))
    (assets / "LinkedAbsent.imageset" / "icon.png").symlink_to(outside / "absent.png")
    daemon = daemon_factory()
    catalog = daemon.wait_for_frames()
    messages = {}
    for d in catalog["diagnostics"]:
        if ".imageset" in d["file"]:
            set_name = d["file"].split("/")[1].split(".")[0]
            messages[set_name] = d["message"].replace(f"'{set_name}'", "'_'")
    assert set(messages) == {"Exists", "Absent", "Absolute", "Linked", "LinkedAbsent"}, catalog["diagnostics"]
    for message in messages.values():
        assert REFUSED in message, messages
        assert "does not exist" not in message and "not a readable" not in message, messages
    # Whether the file outside exists changes nothing in what is said.
    assert messages["Linked"] == messages["LinkedAbsent"]
    assert messages["Exists"].replace("secret", "absent") == messages["Absent"]


def test_a_linked_config_file_is_refused_not_read(project, daemon_factory, tmp_path):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "secret.toml").write_text('TOP-SECRET-KEY = "x"\n')
    daemon = daemon_factory()
    daemon.wait_for_frames()
    (project.root / "previewd.toml").symlink_to(outside / "secret.toml")
    catalog = wait_for_diagnostic(daemon, "previewd.toml")
    text = str(diagnostics_for(catalog, "previewd.toml"))
    assert "TOP-SECRET" not in text and REFUSED in text, text


def test_a_swift_file_that_cannot_be_opened_keeps_its_previews(project, daemon_factory):
    """Descriptor exhaustion (EMFILE) while a file is saved: the file is stale, not deleted."""
    daemon = daemon_factory()
    daemon.wait_for_frames()
    pid = daemon.process.pid
    rendered_before = daemon.log.count("rendered")
    soft, hard = resource.prlimit(pid, resource.RLIMIT_NOFILE)
    resource.prlimit(pid, resource.RLIMIT_NOFILE, (3, hard))  # every descriptor number from 3 up is refused
    try:
        project.edit('"Body"', '"Saved while out of descriptors"')
        wait_until(lambda: daemon.log.count("rendered") > rendered_before or None, 30, "the change to be handled")
    finally:
        resource.prlimit(pid, resource.RLIMIT_NOFILE, (soft, hard))
    catalog = daemon.catalog()
    assert GREETING in [p["id"] for p in catalog["previews"]], catalog
    stale = diagnostics_for(catalog, "ContentView.swift")
    assert stale and "Too many open files" in stale[0]["message"], catalog["diagnostics"]
    # The next change reads it again.
    project.edit('"Saved while out of descriptors"', '"Readable again"')
    wait_until(lambda: not diagnostics_for(daemon.catalog(), "ContentView.swift"), 30, "the stale diagnostic to go")
    assert GREETING in [p["id"] for p in daemon.catalog()["previews"]]


def test_a_state_directory_inside_the_project_is_not_project_content(project, request):
    started = []
    request.node.previewd_daemons = started
    daemon = launch(project, project.root / "state", started)
    request.addfinalizer(daemon.stop)
    daemon.wait_for_frames()
    for _ in range(3):  # client records and frames written to the state directory
        daemon.post("/api/v1/select", {"preview": GREETING})
    time.sleep(3)
    settled_generation = daemon.catalog()["generation"]
    time.sleep(3)
    assert daemon.catalog()["generation"] == settled_generation
    assert settled_generation <= 5, settled_generation
    assert not [d for d in daemon.catalog()["diagnostics"] if d["file"].startswith("state/")]
    project.edit('"Body"', '"Edited"')
    wait_until(lambda: daemon.catalog()["generation"] == settled_generation + 1, 30, "one generation for one edit")
    time.sleep(3)
    assert daemon.catalog()["generation"] == settled_generation + 1


SWATCH_VIEW = 'import SwiftUI\n#Preview("Swatch") { Image("Swatch").resizable().frame(width: 120, height: 120) }\n'


def write_swatch(project, colour):
    """An asset catalog image set `Swatch` whose one PNG is a 60×60 square of `colour`."""
    from PIL import Image

    folder = project.root / "Assets.xcassets" / "Swatch.imageset"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Contents.json").write_text(
        '{"images": [{"filename": "swatch.png", "idiom": "universal"}], "info": {"version": 1, "author": "xcode"}}')
    Image.new("RGB", (60, 60), colour).save(folder / "swatch.png")


def centre_of_swatch(daemon):
    from frames import decode_png

    catalog = daemon.catalog()
    preview = next(p["id"] for p in catalog["previews"] if p["name"] == "Swatch")
    response = daemon.frame(preview, catalog["targets"][0]["id"])
    image = decode_png(response.body).convert("RGB")
    return image.getpixel((image.width // 2, image.height // 2))


def test_an_asset_image_that_cannot_be_opened_keeps_its_last_pixels(project, daemon_factory):
    """Descriptor exhaustion while an image is saved: the image is stale (its last pixels and a warning), not a box."""
    write_swatch(project, (255, 0, 0))
    (project.root / "Swatch.swift").write_text(SWATCH_VIEW)
    daemon = daemon_factory()
    daemon.wait_for_frames()
    assert centre_of_swatch(daemon) == (255, 0, 0)
    pid = daemon.process.pid
    rendered_before = daemon.log.count("rendered")
    soft, hard = resource.prlimit(pid, resource.RLIMIT_NOFILE)
    resource.prlimit(pid, resource.RLIMIT_NOFILE, (3, hard))  # every descriptor number from 3 up is refused
    try:
        write_swatch(project, (0, 0, 255))
        wait_until(lambda: daemon.log.count("rendered") > rendered_before or None, 30, "the change to be handled")
    finally:
        resource.prlimit(pid, resource.RLIMIT_NOFILE, (soft, hard))
    catalog = daemon.catalog()
    # Whichever read fails first (the folders, Contents.json or the PNG), the catalog keeps its last version.
    stale = [d for d in catalog["diagnostics"] if "last readable version" in d["message"]]
    assert stale and "Too many open files" in stale[0]["message"], catalog["diagnostics"]
    assert stale[0]["severity"] == "warning", stale
    assert not [d for d in catalog["diagnostics"] if "is not in the project's asset catalogs" in d["message"]]
    assert centre_of_swatch(daemon) == (255, 0, 0), "the last readable pixels, not a box"
    # The next change reads it again. A render that began while descriptors were still refused (a second event of
    # the write above) may show the new pixels through the stale catalog, so wait for both.
    write_swatch(project, (0, 160, 0))

    def read_again():
        stale = [d for d in daemon.catalog()["diagnostics"] if "last readable version" in d["message"]]
        return centre_of_swatch(daemon) == (0, 160, 0) and not stale

    wait_until(read_again, 30, "the new pixels, and the catalog no longer stale")
