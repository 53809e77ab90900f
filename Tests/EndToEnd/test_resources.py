"""A project's JSON sample data is part of what previews draw: saving the JSON file re-renders them."""
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
