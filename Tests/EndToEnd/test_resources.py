"""A project's resources are part of what previews draw: saving JSON sample data or rewriting an asset
catalog's image re-renders the previews that use them."""
import io

from frames import decode_png
from harness import GREETING, wait_until

LOADER = """\
import SwiftUI

struct Greeting: Decodable { var title: String }

func loadGreeting() -> Greeting {
    let url = Bundle.main.url(forResource: "greeting", withExtension: "json")!
    return try! JSONDecoder().decode(Greeting.self, from: Data(contentsOf: url))
}

struct ContentView: View {
    var title: String
    var body: some View {
        Text(title).font(.title).padding()
    }
}

#Preview("Greeting") {
    ContentView(title: loadGreeting().title)
}
"""


def test_saving_json_sample_data_rerenders_its_previews(project, daemon_factory):
    (project.root / "Resources").mkdir()
    sample = project.root / "Resources" / "greeting.json"
    sample.write_text('{"title": "Hello from JSON"}')
    project.content_view.write_text(LOADER)
    daemon = daemon_factory()
    catalog = daemon.wait_for_frames()
    target = catalog["targets"][0]["id"]
    assert [d for d in catalog["diagnostics"] if d.get("preview") == GREETING] == [], catalog["diagnostics"]
    before = daemon.frame(GREETING, target).body

    sample.write_text('{"title": "A much longer greeting, edited in the JSON file"}')
    wait_until(
        lambda: (frame := daemon.frame(GREETING, target)) is not None and frame.body != before,
        30, "a new frame after the JSON file was saved")

    # A JSON file that no longer parses is a diagnostic on the preview; the daemon keeps serving.
    sample.write_text('{"title": ')

    def reports_invalid_json():
        diagnostics = daemon.catalog()["diagnostics"]
        return any(d.get("preview") == GREETING and "not valid JSON" in d["message"] for d in diagnostics) or None

    wait_until(reports_invalid_json, 30, "the invalid JSON reported on the preview")


LOGO = """\
import SwiftUI

struct ContentView: View {
    var body: some View {
        Image("Logo")
    }
}

#Preview("Greeting") {
    ContentView()
}
"""


def solid_png(size, colour):
    from PIL import Image

    buffer = io.BytesIO()
    Image.new("RGB", (size, size), colour).save(buffer, format="PNG")
    return buffer.getvalue()


def centre_pixel(frame):
    image = decode_png(frame.body).convert("RGB")
    return image.getpixel((image.width // 2, image.height // 2))


def test_rewriting_an_asset_image_in_place_rerenders_its_previews(project, daemon_factory):
    """The same file and pixel size, another picture: the layout is unchanged, so only the image's stamp (its
    length and time on disk) tells the daemon that the preview must be drawn again."""
    image_set = project.root / "Assets.xcassets" / "Logo.imageset"
    image_set.mkdir(parents=True)
    (project.root / "Assets.xcassets" / "Contents.json").write_text("{}")
    (image_set / "Contents.json").write_text('{"images": [{"filename": "logo.png", "idiom": "universal"}]}')
    logo = image_set / "logo.png"
    logo.write_bytes(solid_png(60, (255, 0, 0)))
    project.content_view.write_text(LOGO)
    daemon = daemon_factory()
    catalog = daemon.wait_for_frames()
    target = catalog["targets"][0]["id"]
    assert centre_pixel(daemon.frame(GREETING, target)) == (255, 0, 0)

    # Written in place, as an image editor saves: the same path and pixel size, another colour.
    with open(logo, "r+b") as file:
        file.truncate(0)
        file.write(solid_png(60, (0, 0, 255)))
    wait_until(
        lambda: (frame := daemon.frame(GREETING, target)) is not None and centre_pixel(frame) == (0, 0, 255),
        30, "the rewritten picture in a new frame")
