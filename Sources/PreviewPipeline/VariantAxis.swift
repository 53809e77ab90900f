package import PreviewModel
import PreviewViews

/// What a variants view varies: one preview on a base target across every colour scheme, every Dynamic Type
/// size, or both orientations.
package enum VariantAxis: String, CaseIterable, Sendable {
    case colorScheme, dynamicTypeSize, orientation

    package func targets(from base: Target) -> [Target] {
        switch self {
        case .colorScheme:
            ColorScheme.allCases.map {
                Target(
                    device: base.device, colorScheme: $0, dynamicTypeSize: base.dynamicTypeSize,
                    orientation: base.orientation)
            }
        case .dynamicTypeSize:
            DynamicTypeSize.allCases.map {
                Target(
                    device: base.device, colorScheme: base.colorScheme, dynamicTypeSize: $0,
                    orientation: base.orientation)
            }
        case .orientation:
            Orientation.allCases.map {
                Target(
                    device: base.device, colorScheme: base.colorScheme, dynamicTypeSize: base.dynamicTypeSize,
                    orientation: $0)
            }
        }
    }
}
