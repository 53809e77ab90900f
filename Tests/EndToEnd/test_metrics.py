"""/metrics in Prometheus' text format: token-protected like every endpoint, and counting what the daemon does."""
import re

from harness import wait_until

SAMPLE = re.compile(r'^[a-z_]+(\{[a-z]+="[^"]*"\})? [0-9.e+-]+$')


def scrape(daemon):
    response = daemon.api("/metrics")
    assert response.status == 200, response.status
    assert response.headers["content-type"].startswith("text/plain; version=0.0.4"), response.headers
    values = {}
    for line in response.text.splitlines():
        if line.startswith("#"):
            continue
        assert SAMPLE.match(line), f"not a Prometheus sample: {line!r}"
        name, value = line.rsplit(" ", 1)
        values[name] = float(value)
    return values


def test_metrics_need_the_token_and_count_renders(daemon):
    assert daemon.get("/metrics").status == 401
    assert daemon.get("/metrics", token="wrong").status == 401
    daemon.wait_for_frames()
    # The example project: 2 previews x 2 targets, rendered once at start-up. Each frame is published as soon as it
    # is encoded and the render is counted when the whole matrix is done, so a client can see every frame a moment
    # before the count moves: wait for the count rather than assume it.
    first = wait_until(lambda: (values := scrape(daemon))["previewd_renders_total"] >= 1 and values, 30,
                       "the start-up render counted")
    assert first["previewd_frames_rendered_total"] >= 4
    assert first["previewd_frames_published_total"] >= 4
    assert first['previewd_render_duration_seconds_bucket{le="+Inf"}'] == first["previewd_renders_total"]
    assert first["previewd_render_duration_seconds_count"] == first["previewd_renders_total"]
    assert first['previewd_stage_seconds_total{stage="encode"}'] > 0
    assert first["previewd_clients"] == 0

    daemon.project.edit('"Hello"', '"Hello, metrics"')
    wait_until(lambda: scrape(daemon)["previewd_renders_total"] > first["previewd_renders_total"] or None, 30,
               "a render counted after an edit")
    after = scrape(daemon)
    assert after["previewd_frames_published_total"] > first["previewd_frames_published_total"]
