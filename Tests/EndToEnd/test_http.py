"""The HTTP API of a running daemon: token, Host check, catalog, frames, static-file confinement."""
import pytest

from frames import decode_png
from harness import GREETING, SECOND, Project, launch


@pytest.fixture(scope="module")
def served(request, tmp_path_factory):
    """One daemon for the whole module: these tests only read."""
    root = tmp_path_factory.mktemp("http")
    (root / "Hello").mkdir()
    registry = []
    request.module.previewd_daemons = registry
    daemon = launch(Project(root / "Hello"), root / "state", registry)
    daemon.catalog_when_ready = daemon.wait_for_frames()
    yield daemon
    daemon.stop()


def test_healthz_needs_no_token(served):
    response = served.get("/healthz")
    assert response.status == 200
    assert response.text.strip() == "ok"


def test_catalog_refuses_missing_and_wrong_tokens(served):
    assert served.get("/api/v1/catalog").status == 401
    assert served.get("/api/v1/catalog", token="0" * 32).status == 401
    assert served.get(f"/api/v1/catalog?token={'0' * 32}").status == 401
    assert served.get("/api/v1/catalog", headers={"Cookie": f"previewd_token={'0' * 32}"}).status == 401


def test_catalog_accepts_query_token_and_bearer_but_no_cookie(served):
    assert served.get(f"/api/v1/catalog?token={served.token}").status == 200
    assert served.get("/api/v1/catalog", token=served.token).status == 200

    # A cookie would reach every server on this host, whatever its port: none is set, and none is accepted.
    page = served.get(f"/?token={served.token}")
    assert page.status == 200
    assert not [value for key, value in page.header_list if key.lower() == "set-cookie"]
    assert served.get("/api/v1/catalog", headers={"Cookie": f"previewd_token={served.token}"}).status == 401


def test_catalog_lists_both_previews_and_two_targets(served):
    catalog = served.catalog()
    previews = {preview["id"]: preview for preview in catalog["previews"]}
    assert set(previews) == {GREETING, SECOND}, previews
    assert previews[GREETING]["name"] == "Greeting"
    source = served.project.content_view.read_text().splitlines()
    for preview in previews.values():
        assert preview["file"] == "ContentView.swift"
        assert source[preview["line"] - 1].lstrip().startswith("#Preview"), preview
    assert len(catalog["targets"]) == 2, catalog["targets"]
    for target in catalog["targets"]:
        for field in ("id", "name", "width", "height", "scale", "colorScheme"):
            assert field in target, (field, target)
    assert isinstance(catalog["generation"], int)
    assert catalog["diagnostics"] == [], catalog["diagnostics"]


def test_frame_is_a_png_of_the_target_size_with_hash_etag(served):
    catalog = served.catalog()
    for target in catalog["targets"]:
        response = served.api(f"/api/v1/frames/{GREETING}/{target['id']}")
        assert response.status == 200
        assert response.headers.get("content-type", "").startswith("image/png")
        image = decode_png(response.body)
        assert image.size == (target["width"] * target["scale"], target["height"] * target["scale"])
        etag = response.headers.get("etag", "")
        assert etag.startswith('"') and etag.endswith('"'), etag
        frame_hash = etag.strip('"')
        assert len(frame_hash) == 16 and all(c in "0123456789abcdef" for c in frame_hash), etag

        revalidated = served.api(f"/api/v1/frames/{GREETING}/{target['id']}", headers={"If-None-Match": etag})
        assert revalidated.status == 304
        assert revalidated.body == b""

        by_hash = served.api(f"/api/v1/frames/by-hash/{frame_hash}")
        assert by_hash.status == 200
        assert by_hash.body == response.body
        assert "immutable" in by_hash.headers.get("cache-control", "")


def test_light_and_dark_frames_differ(served):
    catalog = served.catalog()
    bodies = {served.api(f"/api/v1/frames/{GREETING}/{t['id']}").body for t in catalog["targets"]}
    assert len(bodies) == len(catalog["targets"]), "two targets rendered identical frames"


def test_unknown_preview_target_and_hash_are_404(served):
    target = served.catalog()["targets"][0]["id"]
    assert served.api(f"/api/v1/frames/NoSuch.preview/{target}").status == 404
    assert served.api(f"/api/v1/frames/{GREETING}/no-such-target").status == 404
    assert served.api("/api/v1/frames/by-hash/0123456789abcdef").status == 404


def test_foreign_host_header_gets_421(served):
    response = served.api("/api/v1/catalog", headers={"Host": "evil.example"})
    assert response.status == 421
    response = served.get(f"/?token={served.token}", headers={"Host": f"evil.example:{served.port}"})
    assert response.status == 421


def test_pages_and_modules_are_served(served):
    for path, kind in (("/", "text/html"), ("/device", "text/html"), ("/dashboard.js", "javascript"),
                       ("/connection.js", "javascript"), ("/style.css", "text/css"),
                       ("/manifest.webmanifest", "manifest")):
        response = served.api(path)
        assert response.status == 200, path
        assert kind in response.headers.get("content-type", ""), (path, response.headers.get("content-type"))


@pytest.mark.parametrize("path", [
    "/../../etc/passwd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/..%2f..%2f..%2fetc%2fpasswd",
    "/.git/config",
    "/../.git/config",
    "/%2e%2e/Package.swift",
    "/../Package.swift",
    "//etc/passwd",
])
def test_path_traversal_never_returns_files(served, path):
    response = served.api(path)
    assert response.status in (400, 404), f"{path}: HTTP {response.status}"
    assert b"root:" not in response.body
    assert b"[core]" not in response.body
    assert b"PackageDescription" not in response.body
