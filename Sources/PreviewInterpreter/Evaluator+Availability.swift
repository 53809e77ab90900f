import SwiftSyntax

extension Evaluator {
    /// The iOS release whose look previewd draws (Documentation/SupportedSwiftUI.md): `#available` answers as
    /// that release would, so code written for a newer one takes its fallback branch, which is what a device
    /// running it shows.
    static let drawnIOSVersion = [17, 5]

    /// `#available(iOS 16, *)` and `#unavailable(iOS 18)` on the release previewd draws. Other platforms' versions
    /// do not apply to an iOS build; `*` stands for them.
    static func holds(_ condition: AvailabilityConditionSyntax) -> Bool {
        var available = true
        for argument in condition.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                ["iOS", "iOSApplicationExtension", "macCatalyst", "visionOS"].contains(restriction.platform.text),
                let version = restriction.version
            else { continue }
            let required = [Int(version.major.text) ?? 0] + version.components.map { Int($0.number.text) ?? 0 }
            let length = max(required.count, drawnIOSVersion.count)
            func padded(_ parts: [Int]) -> [Int] { parts + Array(repeating: 0, count: length - parts.count) }
            available = !padded(drawnIOSVersion).lexicographicallyPrecedes(padded(required))
            break
        }
        return condition.availabilityKeyword.tokenKind == .poundUnavailable ? !available : available
    }
}
