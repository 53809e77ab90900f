import Foundation

/// The build settings of the app a project's previews run in, as its `project.pbxproj` gives them: Xcode builds
/// previews with the Debug configuration of the scheme's app target, its settings over the project's.
///
/// The app is the first application target of the project's target list that builds for iOS (previewd draws an
/// iOS device), else its first application target, else its first target. Settings that come from `.xcconfig`
/// files are not read: a reference to one of them resolves to the empty string, as an undefined setting does.
package struct XcodeBuildSettings: Equatable, Sendable {
    /// The target's name (`TARGET_NAME`).
    package var targetName: String
    /// Settings by name, values as written (references unresolved).
    package var values: [String: String]
    /// The folder holding the `.xcodeproj`, relative to the project root (`SRCROOT`); empty at the root.
    package var sourceRoot: String

    package init(targetName: String, values: [String: String], sourceRoot: String) {
        self.targetName = targetName
        self.values = values
        self.sourceRoot = sourceRoot
    }

    /// The settings `pbxproj` gives its app target; nil when it has no target or is not a project file.
    package init?(pbxproj: PropertyListValue, sourceRoot: String) {
        guard let objects = pbxproj["objects"]?.dictionary, let rootID = pbxproj["rootObject"]?.string,
            let root = objects[rootID]
        else { return nil }
        let targets = (root["targets"]?.array ?? []).compactMap { $0.string.flatMap { objects[$0] } }
        func settings(_ object: PropertyListValue?) -> [String: String] {
            guard let listID = object?["buildConfigurationList"]?.string, let list = objects[listID] else { return [:] }
            let configurations = (list["buildConfigurations"]?.array ?? []).compactMap {
                $0.string.flatMap { objects[$0] }
            }
            let wanted = "Debug"
            let chosen =
                configurations.first { $0["name"]?.string == wanted }
                ?? configurations.first { $0["name"]?.string == list["defaultConfigurationName"]?.string }
                ?? configurations.first
            return (chosen?["buildSettings"]?.dictionary ?? [:]).compactMapValues { value in
                // A list setting (`OTHER_LDFLAGS = (…)`) is its words joined, as Xcode expands it.
                value.string ?? value.array.map { $0.compactMap(\.string).joined(separator: " ") }
            }
        }
        let projectSettings = settings(root)
        let applications = targets.filter { $0["productType"]?.string == "com.apple.product-type.application" }
        func buildsForIOS(_ target: PropertyListValue) -> Bool {
            let merged = projectSettings.merging(settings(target)) { $1 }
            return merged["SDKROOT"] == "iphoneos" || (merged["SUPPORTED_PLATFORMS"] ?? "").contains("iphoneos")
        }
        guard let target = applications.first(where: buildsForIOS) ?? applications.first ?? targets.first else {
            return nil
        }
        self.targetName = target["name"]?.string ?? ""
        self.values = projectSettings.merging(settings(target)) { $1 }
        self.sourceRoot = sourceRoot
    }

    /// A setting with its `$(NAME)` and `${NAME}` references resolved; nil when it is not set.
    package func resolved(_ name: String) -> String? {
        guard let value = value(of: name) else { return nil }
        return resolve(value)
    }

    /// `text` with its build setting references resolved: undefined ones are empty, as in Xcode, and the
    /// `:rfc1034identifier`, `:c99extidentifier`, `:lower` and `:upper` operators apply.
    package func resolve(_ text: String, depth: Int = 0) -> String {
        guard depth < 16, text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, let close = ["(": ")", "{": "}"][rest[afterDollar]],
                let end = rest[afterDollar...].firstIndex(of: Character(close))
            else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let reference = rest[rest.index(after: afterDollar)..<end].split(
                separator: ":", omittingEmptySubsequences: false)
            var value = resolve(value(of: String(reference.first ?? "")) ?? "", depth: depth + 1)
            for modifier in reference.dropFirst() { value = Self.apply(String(modifier), to: value) }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// A setting as written, with the defaults Xcode gives every target.
    private func value(of name: String) -> String? {
        if let value = values[name] { return value }
        switch name {
        case "TARGET_NAME", "PROJECT_NAME": return targetName
        case "PRODUCT_NAME": return "$(TARGET_NAME)"
        case "EXECUTABLE_NAME", "PRODUCT_MODULE_NAME": return "$(PRODUCT_NAME:c99extidentifier)"
        case "DEVELOPMENT_LANGUAGE": return "en"
        case "SRCROOT", "PROJECT_DIR": return sourceRoot
        case "CONFIGURATION": return "Debug"
        case "PLATFORM_NAME", "EFFECTIVE_PLATFORM_NAME":
            return name == "PLATFORM_NAME" ? "iphonesimulator" : "-iphonesimulator"
        default: return nil
        }
    }

    private static func apply(_ modifier: String, to value: String) -> String {
        switch modifier {
        // A bundle identifier may hold letters, digits, hyphens and dots.
        case "rfc1034identifier":
            return String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") ? $0 : "-" })
        case "c99extidentifier", "identifier":
            let mapped = String(value.map { $0.isLetter || $0.isNumber ? $0 : "_" })
            return mapped.first?.isNumber == true ? "_" + mapped : mapped
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        default: return value
        }
    }
}
