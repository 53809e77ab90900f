import Foundation
import PreviewViews

/// `.pickerStyle(.wheel)` as iOS draws it at rest: `UIPickerView`'s 216-point drum, the selected option in the middle
/// on a pale rounded band, the options before and after it turned away on the drum (closer together, flattened and
/// fainter towards its edges), and no label.
enum WheelPicker {
    static let height = 216.0
    static let rowHeight = 34.0
    /// The drum's radius: an option half the picker's height away from the middle is turned a quarter away.
    static let radius = height / 2
    static let font = FontSpec(size: .fixed(22))
    static let band = ColorValue.adaptive(
        light: RGBA(118, 118, 128, alpha: 0.12), dark: RGBA(118, 118, 128, alpha: 0.24))

    /// The options with the one at `selected` in the middle.
    static func draw(_ options: [ViewNode], selected: Int) -> ViewNode {
        var layers: [ViewNode] = [
            .padding(
                EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8),
                .frame(
                    FrameSpec(maxWidth: .infinity, minHeight: rowHeight, maxHeight: rowHeight),
                    .shape(.roundedRectangle(cornerRadius: 8), .fill(.color(band)))))
        ]
        for (index, option) in options.enumerated() {
            let angle = Double(index - selected) * rowHeight / radius
            // Options turned a quarter or more away are on the drum's back.
            guard abs(angle) < Double.pi / 2 else { continue }
            let faded = index == selected ? 1 : 0.15 + 0.5 * cos(angle)
            layers.append(
                .offset(
                    x: 0, y: radius * sin(angle),
                    .effect(
                        .scale(x: 1, y: cos(angle), anchor: .center),
                        .effect(.opacity(faded), .environment(.lineLimit(1), option)))))
        }
        return .clip(
            .rectangle,
            .frame(
                FrameSpec(maxWidth: .infinity, minHeight: height, maxHeight: height),
                .environment(.font(font), .zstack(alignment: .center, children: layers))))
    }
}
