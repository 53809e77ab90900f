// UserDefaults: settings stored and read back through every typed getter, registered defaults under stored
// values, and what a missing key reads as.
import Foundation

let suite = "previewd.differential.settings"
let defaults = UserDefaults(suiteName: suite)!
defaults.removePersistentDomain(forName: suite)

print(defaults.integer(forKey: "launches"), defaults.bool(forKey: "onboarded"), defaults.double(forKey: "volume"))
print(defaults.string(forKey: "name") ?? "no name", defaults.object(forKey: "name") == nil)

defaults.set(3, forKey: "launches")
defaults.set(true, forKey: "onboarded")
defaults.set(0.75, forKey: "volume")
defaults.set("Ada", forKey: "name")
defaults.set(["swift", "ui"], forKey: "tags")
defaults.set(["theme": "dark"], forKey: "appearance")
print(defaults.integer(forKey: "launches"), defaults.bool(forKey: "onboarded"), defaults.double(forKey: "volume"))
print(defaults.string(forKey: "name") ?? "no name", defaults.stringArray(forKey: "tags") ?? [])
print(
    defaults.array(forKey: "tags")?.count ?? 0, defaults.dictionary(forKey: "appearance")?["theme"] as? String ?? "none"
)
print(defaults.object(forKey: "launches") as? Int ?? -1)

defaults.set("42", forKey: "answer")
print(defaults.integer(forKey: "answer"), defaults.string(forKey: "answer") ?? "")

defaults.register(defaults: ["fontSize": 17, "launches": 100, "sound": true])
print(defaults.integer(forKey: "fontSize"), defaults.integer(forKey: "launches"), defaults.bool(forKey: "sound"))

defaults.removeObject(forKey: "launches")
print(defaults.integer(forKey: "launches"))
defaults.removeObject(forKey: "name")
print(defaults.string(forKey: "name") ?? "removed")

UserDefaults.standard.set("standard", forKey: "previewd.differential.domain")
print(UserDefaults.standard.string(forKey: "previewd.differential.domain") ?? "missing")
defaults.removePersistentDomain(forName: suite)

// An app's shared suite added to the standard defaults: a new install's suite is empty, so nothing changes.
let shared = UserDefaults.standard
shared.addSuite(named: "previewd.differential.shared-suite")
print(shared.string(forKey: "previewd.differential.domain") ?? "missing", shared.bool(forKey: "unset.flag"))
shared.removeSuite(named: "previewd.differential.shared-suite")
