"""`previewd resolve`: the Swift packages a project names are cloned with the real git, at the revision its
Package.resolved pins or the newest tag its requirement allows, and previews then evaluate what they declare.
Hostile addresses (git's `ext::` transport, an option in place of a URL) are refused and clone nothing."""
import json
import subprocess

from harness import daemon_binary, wait_until

BADGE_V1 = """import SwiftUI

public struct Badge: View {
    public init(_ title: String) { self.title = title }
    let title: String
    public var body: some View { Text("badge v1 " + title) }
}
"""


def git(*arguments, cwd):
    subprocess.run(["git", *arguments], cwd=cwd, check=True, capture_output=True, text=True)


def make_package(folder, name, versions):
    """A git repository holding a package with a `Badge` view, one commit and tag per version."""
    folder.mkdir(parents=True)
    git("init", "--quiet", "--initial-branch=main", cwd=folder)
    git("config", "user.email", "package@example.com", cwd=folder)
    git("config", "user.name", "Package", cwd=folder)
    (folder / "Package.swift").write_text(f'// swift-tools-version:5.9\nimport PackageDescription\n'
                                          f'let package = Package(name: "{name}")\n')
    sources = folder / "Sources" / name
    sources.mkdir(parents=True)
    commits = {}
    for version in versions:
        (sources / "Badge.swift").write_text(BADGE_V1.replace("badge v1", f"badge {version}"))
        git("add", "-A", cwd=folder)
        git("commit", "--quiet", "-m", version, cwd=folder)
        git("tag", version, cwd=folder)
        commits[version] = subprocess.run(["git", "rev-parse", "HEAD"], cwd=folder, check=True, capture_output=True,
                                          text=True).stdout.strip()
    return commits


def pbxproj(references):
    """A project.pbxproj naming remote package references, each a (url, requirement) pair."""
    objects = "\n".join(
        f'\t\tAA{index:022d} = {{ isa = XCRemoteSwiftPackageReference; repositoryURL = "{url}"; '
        f"requirement = {{ {requirement} }}; }};"
        for index, (url, requirement) in enumerate(references))
    return f"// !$*UTF8*$!\n{{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {{\n{objects}\n\t}};\n}}\n"


def make_project(root, references, pins=None):
    (root / "App").mkdir(parents=True)
    (root / "App" / "Screen.swift").write_text(
        'import SwiftUI\nimport DesignKit\n\n#Preview {\n    Badge("new")\n}\n')
    xcodeproj = root / "App.xcodeproj"
    xcodeproj.mkdir()
    (xcodeproj / "project.pbxproj").write_text(pbxproj(references))
    if pins is not None:
        swiftpm = xcodeproj / "project.xcworkspace" / "xcshareddata" / "swiftpm"
        swiftpm.mkdir(parents=True)
        (swiftpm / "Package.resolved").write_text(json.dumps({
            "pins": [{"identity": url.rsplit("/", 1)[-1].lower(), "kind": "remoteSourceControl", "location": url,
                      "state": {"revision": revision}} for url, revision in pins],
            "version": 2}))


def previewd(*arguments):
    return subprocess.run([str(daemon_binary()), *map(str, arguments)], capture_output=True, text=True, timeout=120)


def render_text(root, out):
    result = previewd("render", root, "--out", out, "--target", "iphone-15-pro-light")
    index = json.loads((out / "index.json").read_text())
    return result, index["previews"][0]


def test_a_pinned_package_is_cloned_at_its_pin_and_its_views_evaluate(tmp_path):
    commits = make_package(tmp_path / "remote" / "DesignKit", "DesignKit", ["1.0.0", "1.1.0", "2.0.0"])
    url = (tmp_path / "remote" / "DesignKit").as_uri()
    project = tmp_path / "project"
    make_project(project, [(url, "kind = upToNextMajorVersion; minimumVersion = 1.0.0;")],
                 pins=[(url, commits["1.0.0"])])
    _, before = render_text(project, tmp_path / "before")
    assert before["status"] != "clean"
    assert any("not checked out" in d["message"] or "Badge" in d["message"] for d in before["diagnostics"]), before

    dry = previewd("resolve", "--dry-run", project)
    assert dry.returncode == 0, dry.stderr
    assert f"DesignKit: would clone {url} at revision {commits['1.0.0']}" in dry.stdout, dry.stdout
    assert not (project / "SourcePackages").exists()

    resolved = previewd("resolve", project)
    assert resolved.returncode == 0, resolved.stdout + resolved.stderr
    assert f"DesignKit: checked out {commits['1.0.0']}" in resolved.stdout, resolved.stdout
    checkout = project / "SourcePackages" / "checkouts" / "DesignKit"
    assert "badge 1.0.0" in (checkout / "Sources" / "DesignKit" / "Badge.swift").read_text()

    _, after = render_text(project, tmp_path / "after")
    assert after["status"] == "clean", after["diagnostics"]

    again = previewd("resolve", project)
    assert again.returncode == 0 and "DesignKit: already checked out" in again.stdout, again.stdout


def test_a_pin_the_repository_does_not_hold_is_named_and_leaves_nothing(tmp_path):
    make_package(tmp_path / "remote" / "DesignKit", "DesignKit", ["1.0.0"])
    url = (tmp_path / "remote" / "DesignKit").as_uri()
    project = tmp_path / "project"
    missing = "0123456789abcdef0123456789abcdef01234567"
    make_project(project, [(url, "kind = upToNextMajorVersion; minimumVersion = 1.0.0;")], pins=[(url, missing)])
    result = previewd("resolve", project)
    assert result.returncode == 1, result.stdout
    assert f"DesignKit: the revision {missing} the project pins is not in {url}" in result.stdout, result.stdout
    assert not (project / "SourcePackages" / "checkouts" / "DesignKit").exists()


def test_an_unpinned_package_takes_the_newest_tag_its_requirement_allows(tmp_path):
    make_package(tmp_path / "remote" / "DesignKit", "DesignKit", ["1.0.0", "1.4.2", "2.0.0"])
    url = (tmp_path / "remote" / "DesignKit").as_uri()
    project = tmp_path / "project"
    make_project(project, [(url, "kind = upToNextMajorVersion; minimumVersion = 1.0.0;")])
    resolved = previewd("resolve", project)
    assert resolved.returncode == 0, resolved.stdout + resolved.stderr
    assert "(1.4.2)" in resolved.stdout, resolved.stdout
    badge = project / "SourcePackages" / "checkouts" / "DesignKit" / "Sources" / "DesignKit" / "Badge.swift"
    assert "badge 1.4.2" in badge.read_text()


def test_hostile_addresses_are_refused_and_clone_nothing(tmp_path):
    marker, uploaded = tmp_path / "ran", tmp_path / "uploaded"
    project = tmp_path / "project"
    make_project(project, [
        (f"ext::sh -c touch% {marker}", "kind = branch; branch = main;"),
        (f"--upload-pack=touch {uploaded}", "kind = branch; branch = main;"),
        (f"{(tmp_path / 'missing').as_uri()}", "kind = branch; branch = main;"),
    ])
    result = previewd("resolve", project)
    assert result.returncode == 1, result.stdout
    assert "is not a repository address previewd clones" in result.stdout, result.stdout
    assert "git clone failed" in result.stdout, result.stdout
    assert "3 of 3 packages could not be checked out" in result.stdout, result.stdout
    assert not marker.exists() and not uploaded.exists()
    checkouts = project / "SourcePackages" / "checkouts"
    assert not checkouts.exists() or list(checkouts.iterdir()) == []


def test_a_linked_checkouts_folder_is_refused_not_followed(tmp_path):
    make_package(tmp_path / "remote" / "DesignKit", "DesignKit", ["1.0.0"])
    url = (tmp_path / "remote" / "DesignKit").as_uri()
    project = tmp_path / "project"
    make_project(project, [(url, "kind = upToNextMajorVersion; minimumVersion = 1.0.0;")])
    outside = tmp_path / "outside"
    outside.mkdir()
    (project / "SourcePackages").symlink_to(outside)
    result = previewd("resolve", project)
    assert result.returncode == 1, result.stdout
    assert "is not a folder (a symbolic link or a file)" in result.stdout, result.stdout
    assert list(outside.iterdir()) == []

    (project / "SourcePackages").unlink()
    (project / "SourcePackages" / "checkouts").mkdir(parents=True)
    (project / "SourcePackages" / "checkouts" / "DesignKit").symlink_to(outside)
    linked = previewd("resolve", project)
    assert linked.returncode == 1, linked.stdout
    assert "is a symbolic link or a file; left alone" in linked.stdout, linked.stdout
    assert list(outside.iterdir()) == []


def test_a_running_daemon_reads_the_packages_resolve_checks_out(project, daemon_factory, tmp_path):
    """The daemon's watcher never looks into SourcePackages; `resolve` asks a daemon serving the project to read
    it again (SIGHUP), so the package's views evaluate without a restart."""
    commits = make_package(tmp_path / "remote" / "DesignKit", "DesignKit", ["1.0.0"])
    url = (tmp_path / "remote" / "DesignKit").as_uri()
    make_project(project.root, [(url, "kind = upToNextMajorVersion; minimumVersion = 1.0.0;")],
                 pins=[(url, commits["1.0.0"])])
    daemon = daemon_factory()
    daemon.wait_for_frames()

    def package_diagnostics():
        """What the catalog says of the package: its missing checkout, and the Screen preview's placeholder."""
        return [d["message"] for d in daemon.catalog()["diagnostics"]
                if d.get("preview", "").startswith("Screen.") or "not checked out" in d["message"]]

    assert package_diagnostics(), "the package's view evaluated before it was checked out"
    resolved = previewd("resolve", project.root)
    assert resolved.returncode == 0, resolved.stdout + resolved.stderr
    assert f"previewd (pid {daemon.process.pid}) is reading the project again" in resolved.stdout, resolved.stdout
    wait_until(lambda: not package_diagnostics(), 30, "the package's view evaluated by the running daemon")
    assert daemon.process.poll() is None
