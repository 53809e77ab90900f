import PreviewViews
import SwiftSyntax

extension Vocabulary {
    /// The glyphs iOS 26 draws for a button given only a role.
    static let roleGlyphs = ["close": "xmark", "cancel": "xmark", "confirm": "checkmark"]

    /// Controls drawn as iOS draws them at rest: buttons, toggles, sliders, fields, pickers, progress.
    static let controlViews: [Construct] = [
        Construct(
            "Button",
            [
                "(_ title: String, action: () -> Void)", "(_ title: String, role: ButtonRole?, action: () -> Void)",
                "(_ title: String, systemImage: String, action: () -> Void)",
                "(_ title: String, systemImage: String, role: ButtonRole?, action: () -> Void)",
                "(action: () -> Void, @ViewBuilder label: () -> Label)",
                "(role: ButtonRole?, action: () -> Void, @ViewBuilder label: () -> Label)",
                "(role: ButtonRole, action: () -> Void)",
            ]
        ) { call in
            // The label is drawn in the button style around it; a tap on it runs the action (interactive mode).
            var label: ViewNode
            if call.has("label") {
                label = try call.view("label")
            } else if call.has("title") {
                label = try call.titleView("title")
            } else {
                // iOS 26's `Button(role:action:)` labels itself with the role's glyph.
                guard case .symbol(let role) = call["role"], let symbol = Self.roleGlyphs[role] else {
                    throw EvaluationError(
                        "a button with role '\(call.node("role").trimmedDescription)' needs a label",
                        at: call.node("role"))
                }
                label = .image(ImageSpec(source: .symbol(symbol)))
            }
            if call.has("systemImage"), let symbol = try call.string("systemImage") {
                label = .stack(
                    axis: .horizontal, alignment: .center, spacing: nil,
                    children: [.image(ImageSpec(source: .symbol(symbol))), label])
            }
            let tint: ColorValue = call["role"].isSymbol("destructive") ? .system(.red) : call.evaluator.accentTint
            return .view(
                call.evaluator.tapTarget(
                    try ButtonStyling.draw(label, tint: tint, call), running: .action(call["action"])))
        },
        Construct(
            "Toggle",
            [
                "(_ title: String, isOn: Bool)", "(isOn: Bool, @ViewBuilder label: () -> Label)",
                "(_ title: String, systemImage: String, isOn: Bool)",
            ]
        ) { call in
            let label = call.has("label") ? try call.view("label") : try call.titleView("title")
            let on = call.bool("isOn") ?? false
            if let style = try ProjectStyle(.toggle, evaluator: call.evaluator, at: call.node) {
                // A project's `ToggleStyle`; its `configuration.$isOn` is the toggle's own binding.
                let binding = call.evaluator.bindingOrigin(of: call.node("isOn")).map { ["isOn": $0] } ?? [:]
                let fields: [String: Value] = ["label": .view(label), "isOn": .bool(on), "isMixed": .bool(false)]
                return .view(try style.body(fields, bindings: binding, call))
            }
            // `.toggleStyle(SwitchToggleStyle(tint:))` colours the switch only; `.tint(…)` any control.
            let styleTint = call.evaluator.customEnvironment["toggleTint"].flatMap {
                Convert.color($0, evaluator: call.evaluator)
            }
            let tint = styleTint ?? call.evaluator.tint ?? .system(.green)
            let track = ViewNode.frame(
                FrameSpec(width: 51, height: 31),
                .shape(
                    .capsule, .fill(.color(on ? tint : .adaptive(light: RGBA(233, 233, 234), dark: RGBA(57, 57, 61))))))
            let knob = ViewNode.padding(
                EdgeInsets(all: 2),
                .frame(
                    FrameSpec(width: 27, height: 27),
                    .effect(
                        .shadow(color: .opacity(.system(.black), 0.15), radius: 2, x: 0, y: 1),
                        .shape(.circle, .fill(.color(.system(.white)))))))
            var control = ViewNode.zstack(alignment: on ? .trailing : .leading, children: [track, knob])
            // As on iOS, the switch flips it, not the label; only a `$binding` can be flipped, and not while disabled.
            if !DisabledControls.isDisabled(call.evaluator),
                let origin = call.evaluator.bindingOrigin(of: call.node("isOn"))
            {
                control = call.evaluator.tapTarget(control, running: .toggle(origin))
            }
            return .view(labelled(label, control, call))
        },
        // iOS 13's forms pass the value labels as views before a trailing label; iOS 16's as closures after it.
        // `onEditingChanged` runs while a finger drags the knob, which never happens in a still frame.
        Construct("Slider", [
            "(value: Double, in bounds: ClosedRange = 0...1, step: Double = 0)",
            "(value: Double, in bounds: ClosedRange = 0...1, @ViewBuilder label: () -> Label)",
            """
            (value: Double, in bounds: ClosedRange = 0...1, step: Double = 0, @ViewBuilder label: () -> Label, \
            @ViewBuilder minimumValueLabel: () -> Min, @ViewBuilder maximumValueLabel: () -> Max, onEditingChanged: \
            ((Bool) -> Void)? = nil)
            """,
            """
            (value: Double, in bounds: ClosedRange = 0...1, step: Double = 0, onEditingChanged: ((Bool) -> Void)? = \
            nil)
            """,
            """
            (value: Double, in bounds: ClosedRange = 0...1, step: Double = 0, onEditingChanged: ((Bool) -> Void)? = \
            nil, @ViewBuilder label: () -> Label)
            """,
            """
            (value: Double, in bounds: ClosedRange = 0...1, step: Double = 0, onEditingChanged: ((Bool) -> Void)? = \
            nil, minimumValueLabel: View, maximumValueLabel: View, @ViewBuilder label: () -> Label)
            """,
        ]) { call in
            // The knob's place depends on the track's width, which only layout knows: the slider measures itself
            // as a `GeometryReader` does, and is drawn for the width layout gave it.
            let (id, size) = call.evaluator.nextGeometryReader()
            let track = ControlDrawing.slider(
                fraction: fraction(call["value"], in: call["bounds"]), width: size.width,
                tint: call.evaluator.accentTint)
            var slider = ViewNode.frame(
                FrameSpec(height: ControlDrawing.knobSide), .geometryReader(id: id, content: track))
            if DisabledControls.isDisabled(call.evaluator) { slider = DisabledControls.control(slider) }
            // iOS shows the minimum and maximum value labels beside the track; the label itself is for VoiceOver.
            let minimum = call.has("minimumValueLabel") ? try call.view("minimumValueLabel") : nil
            let maximum = call.has("maximumValueLabel") ? try call.view("maximumValueLabel") : nil
            guard minimum != nil || maximum != nil else { return .view(slider) }
            let parts = [minimum, slider, maximum].compactMap { $0 }
            return .view(
                .environment(
                    .foreground(.system(.secondary)),
                    .stack(axis: .horizontal, alignment: .center, spacing: nil, children: parts)))
        },
        Construct(
            "Stepper",
            [
                "(_ title: String, value: Int, in bounds: ClosedRange? = nil, step: Int = 1)",
                "(value: Int, in bounds: ClosedRange? = nil, step: Int = 1, @ViewBuilder label: () -> Label)",
                "(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?)",
                "(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, @ViewBuilder label: () -> Label)",
                """
                (onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: (Bool) -> Void, \
                @ViewBuilder label: () -> Label)
                """,
            ]
        ) { call in
            let label = call.has("label") ? try call.view("label") : try call.titleView("title")
            // Its halves step a `$value` binding within its bounds, or run onDecrement / onIncrement.
            // A disabled stepper steps nothing.
            var decrement: Interaction?, increment: Interaction?
            let enabled = !DisabledControls.isDisabled(call.evaluator)
            if enabled, let origin = call.evaluator.bindingOrigin(of: call.node("value")) {
                let step = try call.number("step") ?? 1
                var bounds: ClosedRange<Double>?
                if case .range(let lower, let upper, _) = call["bounds"], lower < upper {
                    bounds = Double(lower)...Double(upper - 1)
                }
                decrement = .step(origin, by: -step, within: bounds)
                increment = .step(origin, by: step, within: bounds)
            } else if enabled {
                if case .function = call["onDecrement"] { decrement = .action(call["onDecrement"]) }
                if case .function = call["onIncrement"] { increment = .action(call["onIncrement"]) }
            }
            let stepper = ControlDrawing.stepper(
                decrement: { view in decrement.map { call.evaluator.tapTarget(view, running: $0) } ?? view },
                increment: { view in increment.map { call.evaluator.tapTarget(view, running: $0) } ?? view })
            return .view(labelled(label, stepper, call))
        },
        Construct(
            "TextField",
            [
                "(_ title: String, text: String)", "(_ title: String, text: String, prompt: Text?)",
                "(_ title: String, text: String, axis: Axis)", "(_ title: String, value: Any, format: Any)",
                "(_ title: String, value: Any, formatter: Any)",
                "(_ title: String, text: String, onEditingChanged: (Bool) -> Void)",
                "(_ title: String, text: String, onCommit: () -> Void)",
                "(_ title: String, text: String, onEditingChanged: (Bool) -> Void, onCommit: () -> Void)",
            ]
        ) { call in
            // The editing callbacks run when the field gains focus or returns: nothing a still frame shows.
            var field = ControlDrawing.field(text: fieldText(call), placeholder: try placeholder(call))
            if DisabledControls.isDisabled(call.evaluator) { field = DisabledControls.label(field) }
            // A project's `TextFieldStyle` is given the plain field as its configuration.
            if let style = try ProjectStyle(.textField, evaluator: call.evaluator, at: call.node) {
                return .view(try style.body(configuration: .view(field), evaluator: call.evaluator, at: call.node))
            }
            return .view(ControlDrawing.styledField(field, call.evaluator))
        },
        Construct(
            "SecureField", ["(_ title: String, text: String)", "(_ title: String, text: String, prompt: Text?)"]
        ) { call in
            let text = textValue(call["text"], call)
            let field = ControlDrawing.field(
                text: String(repeating: "•", count: min(text.count, 64)), placeholder: try placeholder(call))
            let shown = DisabledControls.isDisabled(call.evaluator) ? DisabledControls.label(field) : field
            return .view(ControlDrawing.styledField(shown, call.evaluator))
        },
        Construct("TextEditor", "(text: String)") { call in
            .view(
                .frame(
                    FrameSpec(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
                    .text(textValue(call["text"], call))))
        },
        Construct(
            "Picker",
            [
                "(_ title: String, selection: Any, @ViewBuilder content: () -> Content)",
                "(selection: Any, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)",
                "(selection: Any, label: Label, @ViewBuilder content: () -> Content)",
            ]
        ) { call in
            let selection = call.evaluator.describeQuietly(bindingValue(call["selection"]))
            let options = try PickerOptions.options(call)
            let selected = PickerOptions.selected(selection, in: options)
            if case .symbol("segmented")? = call.evaluator.customEnvironment["pickerStyle"] {
                let segments = ControlDrawing.segmented(options, selected: selected)
                return .view(
                    DisabledControls.isDisabled(call.evaluator) ? DisabledControls.control(segments) : segments)
            }
            if case .symbol("inline")? = call.evaluator.customEnvironment["pickerStyle"],
                case .bool(true)? = call.evaluator.customEnvironment[ListStyling.rowsKey]
            {
                let label = call.has("label") ? try call.view("label") : try call.titleView("title")
                return .view(PickerOptions.inline(label: label, options: options, selected: selected, call))
            }
            // Outside a list iOS draws an inline picker as the wheel.
            if let style = call.evaluator.customEnvironment["pickerStyle"], style.isSymbol("wheel")
                || style.isSymbol("inline")
            {
                let wheel = WheelPicker.draw(options, selected: selected)
                return .view(DisabledControls.isDisabled(call.evaluator) ? DisabledControls.control(wheel) : wheel)
            }
            let option = options.indices.contains(selected) ? options[selected] : nil
            if case .symbol("navigationLink")? = call.evaluator.customEnvironment["pickerStyle"] {
                // A row that pushes the options: the selected one in the secondary style before the chevron.
                let label = call.has("label") ? try call.view("label") : try call.titleView("title")
                let value = ViewNode.environment(.foregroundLevel(.secondary), option ?? .empty)
                return .view(
                    labelled(
                        label,
                        .stack(axis: .horizontal, alignment: .center, spacing: nil,
                               children: [value, ListStyling.disclosure]),
                        call))
            }
            let choice = PickerOptions.menu(selected: option, tint: call.evaluator.accentTint)
            guard case .bool(true)? = call.evaluator.customEnvironment[ListStyling.rowsKey] else {
                return .view(DisabledControls.isDisabled(call.evaluator) ? DisabledControls.control(choice) : choice)
            }
            let label = call.has("label") ? try call.view("label") : try call.titleView("title")
            return .view(labelled(label, choice, call))
        },
        Construct(
            "DatePicker",
            [
                "(_ title: String, selection: Date, displayedComponents: Any = [.date, .hourAndMinute])",
                "(_ title: String, selection: Date, in range: Any, displayedComponents: Any = [.date, .hourAndMinute])",
                """
                (selection: Date, displayedComponents: Any = [.date, .hourAndMinute], @ViewBuilder label: () -> \
                Label)
                """,
                """
                (selection: Date, in range: Any, displayedComponents: Any = [.date, .hourAndMinute], @ViewBuilder \
                label: () -> Label)
                """,
            ]
        ) { call in
            let label = call.has("label") ? try call.view("label") : try call.titleView("title")
            // iOS's compact picker: a chip for the date and one for the time, each only if it is displayed.
            let components = dateComponents(call["displayedComponents"])
            var chips: [ViewNode] = []
            if components.contains("date") {
                chips.append(ControlDrawing.chip(Formatting.format(call["selection"], style: .symbol("abbreviated"))))
            }
            if components.contains("hourAndMinute") {
                chips.append(ControlDrawing.chip(Formatting.format(call["selection"], style: .symbol("time"))))
            }
            let control = ViewNode.stack(axis: .horizontal, alignment: .center, spacing: 6, children: chips)
            return .view(labelled(label, control, call))
        },
        Construct(
            "ColorPicker",
            [
                "(_ title: String, selection: Color, supportsOpacity: Bool = true)",
                "(selection: Color, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label)",
            ]
        ) { call in
            let swatch = ViewNode.frame(
                FrameSpec(width: 28, height: 28),
                .shape(
                    .circle,
                    .fill(.color(Convert.color(call["selection"], evaluator: call.evaluator) ?? .system(.gray)))))
            let label = call.has("label") ? try call.view("label") : try call.titleView("title")
            return .view(labelled(label, swatch, call))
        },
        Construct(
            "ProgressView",
            [
                "()", "(_ title: String)", "(value: Double?, total: Double = 1.0)",
                "(_ title: String, value: Double?, total: Double = 1.0)",
                "(value: Double?, total: Double = 1.0, @ViewBuilder label: () -> Label)",
                """
                (value: Double?, total: Double = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder \
                currentValueLabel: () -> CurrentValueLabel)
                """,
                "(@ViewBuilder label: () -> Label)",
            ]
        ) { call in
            let title: ViewNode? =
                call.has("label")
                ? try call.view("label") : call.has("title") ? try call.titleView("title") : nil
            // The current value's text is drawn under the bar, smaller and secondary, as a linear progress view
            // lays it out on iOS.
            let currentValue: ViewNode? = try call.has("currentValueLabel")
                ? .environment(
                    .font(FontSpec(size: .style(.caption))),
                    .environment(.foreground(.system(.secondary)), try call.view("currentValueLabel")))
                : nil
            let value = call.has("value") ? Convert.number(call["value"]) : nil
            if let style = try ProjectStyle(.progressView, evaluator: call.evaluator, at: call.node) {
                let total = try call.number("total") ?? 1
                let fraction = value.map { total > 0 ? min(1, max(0, $0 / total)) : 0 }
                let fields: [String: Value] = [
                    "label": title.map(Value.view) ?? .null, "currentValueLabel": currentValue.map(Value.view) ?? .null,
                    "fractionCompleted": fraction.map(Value.double) ?? .null,
                ]
                return .view(try style.body(fields, call))
            }
            let style = ProgressStyle(call)
            if style.kind == .linear, value == nil {
                call.report("an indeterminate linear 'ProgressView' is not drawn yet; drawn as a spinner")
            }
            guard style.kind != .circular, let value else {
                // `.tint` colours the spinner, as in SwiftUI; the project's accent colour does not.
                let spinner = ControlDrawing.spinner(
                    color: style.tint ?? call.evaluator.tint ?? ControlDrawing.spinnerGray)
                return .view(
                    title.map {
                        .stack(
                            axis: .vertical, alignment: .center, spacing: 8,
                            children: [spinner, .environment(.foreground(.system(.secondary)), $0)])
                    } ?? spinner)
            }
            let total = try call.number("total") ?? 1
            let bar = ControlDrawing.progress(
                fraction: total > 0 ? value / total : 0, tint: style.tint ?? call.evaluator.accentTint)
            let parts = [title, bar, currentValue].compactMap { $0 }
            guard parts.count > 1 else { return .view(bar) }
            return .view(.stack(axis: .vertical, alignment: .leading, spacing: 4, children: parts))
        },
        Construct(
            "Gauge",
            [
                "(value: Double, in bounds: ClosedRange = 0...1, @ViewBuilder label: () -> Label)",
                """
                (value: Double, in bounds: ClosedRange = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder \
                currentValueLabel: () -> Current)
                """,
                """
                (value: Double, in bounds: ClosedRange = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder \
                currentValueLabel: () -> Current, @ViewBuilder minimumValueLabel: () -> Min, @ViewBuilder \
                maximumValueLabel: () -> Max)
                """,
            ]
        ) { call in
            let fraction = fraction(call["value"], in: call["bounds"])
            var labels: [String: ViewNode] = [:]
            for name in ["label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"] where call.has(name) {
                labels[name] = try call.view(name)
            }
            if let body = try GaugeStyling.projectBody(fraction: fraction, labels: labels, call) { return .view(body) }
            let gradient = TintGradient.current(call.evaluator)
            if let accessory = AccessoryGauge(call.evaluator.customEnvironment["gaugeStyle"]) {
                return .view(
                    accessory.draw(
                        fraction: fraction, labels: labels, tint: call.evaluator.accentTint, gradient: gradient))
            }
            GaugeStyling.checkDefaultLook(call)
            // iOS's default gauge is linear: the label over the bar's leading end and the current value over its
            // trailing end, the bounds' labels under its ends in the footnote style.
            let bar = ControlDrawing.progress(fraction: fraction, tint: call.evaluator.accentTint, gradient: gradient)
            var top = [labels["label"] ?? .empty]
            if let current = labels["currentValueLabel"] {
                top += [.spacer(minLength: nil), .environment(.foreground(.system(.secondary)), current)]
            }
            var rows: [ViewNode] = [.stack(axis: .horizontal, alignment: .center, spacing: nil, children: top), bar]
            if call.has("minimumValueLabel") || call.has("maximumValueLabel") {
                let ends: [ViewNode] = [
                    labels["minimumValueLabel"] ?? .empty, .spacer(minLength: nil),
                    labels["maximumValueLabel"] ?? .empty,
                ]
                rows.append(
                    .environment(
                        .foreground(.system(.secondary)),
                        .environment(
                            .font(FontSpec(size: .style(.footnote))),
                            .stack(axis: .horizontal, alignment: .center, spacing: nil, children: ends))))
            }
            return .view(.stack(axis: .vertical, alignment: .leading, spacing: 4, children: rows))
        },
        // A line across the stack it is in: horizontal in a vertical stack (and anywhere else), vertical in an HStack.
        // Its thickness is fixed, not a bound: in a scroll view (no proposed height) a colour's ideal 10 points
        // would otherwise be drawn.
        Construct("Divider", "()") { call in
            if case .symbol("horizontal")? = call.evaluator.customEnvironment["stackAxis"] {
                return .view(.frame(FrameSpec(width: 0.5, maxHeight: .infinity), .color(ListStyling.separator)))
            }
            return .view(.frame(FrameSpec(height: 0.5, maxWidth: .infinity), .color(ListStyling.separator)))
        },
        Construct(
            "Link", ["(_ title: String, destination: URL)", "(destination: URL, @ViewBuilder label: () -> Label)"]
        ) { call in
            // Drawn as a button, in the button style and foreground style around it.
            let label = call.has("label") ? try call.view("label") : try call.titleView("title")
            return .view(try ButtonStyling.draw(label, tint: call.evaluator.accentTint, call))
        },
        // A button that presents the photo library; in a still frame, the button: its label (or title) in the
        // button style and tint around it, whatever it selects and matches.
        Construct(
            "PhotosPicker",
            [
                "(selection: Any, matching: Any? = nil, preferredItemEncoding: Any? = nil, "
                    + "@ViewBuilder label: () -> Label)",
                "(selection: Any, matching: Any? = nil, preferredItemEncoding: Any? = nil, photoLibrary: Any, "
                    + "@ViewBuilder label: () -> Label)",
                "(selection: Any, maxSelectionCount: Int? = nil, selectionBehavior: Any? = nil, matching: Any? = nil, "
                    + "preferredItemEncoding: Any? = nil, @ViewBuilder label: () -> Label)",
                "(selection: Any, maxSelectionCount: Int? = nil, selectionBehavior: Any? = nil, matching: Any? = nil, "
                    + "preferredItemEncoding: Any? = nil, photoLibrary: Any, @ViewBuilder label: () -> Label)",
                "(_ title: String, selection: Any, matching: Any? = nil, preferredItemEncoding: Any? = nil)",
                "(_ title: String, selection: Any, maxSelectionCount: Int? = nil, selectionBehavior: Any? = nil, "
                    + "matching: Any? = nil, preferredItemEncoding: Any? = nil)",
            ]
        ) { call in
            let label = call.has("label") ? try call.view("label") : try call.titleView("title")
            return .view(try ButtonStyling.draw(label, tint: call.evaluator.accentTint, call))
        },
        Construct(
            "ShareLink",
            [
                "(item: Any)", "(item: Any, subject: Text? = nil, message: Text? = nil)",
                "(_ title: String, item: Any)", "(item: Any, @ViewBuilder label: () -> Label)",
            ]
        ) { call in
            let label =
                call.has("label")
                ? try call.view("label") : ViewNode.image(ImageSpec(source: .symbol("square.and.arrow.up")))
            return .view(.environment(.foreground(call.evaluator.accentTint), label))
        },
        Construct("EditButton", "()") { call in
            .view(.environment(.foreground(call.evaluator.accentTint), .text("Edit")))
        },
        Construct("PasteButton", "(payloadType: Any, onPaste: Any)") { call in
            .view(.environment(.foreground(call.evaluator.accentTint), .text("Paste")))
        },
    ]

    /// A control with its label in front, pushed to the trailing edge of the width it is offered; under
    /// `.labelsHidden()` the control alone, at its own size.
    private static func labelled(_ label: ViewNode, _ control: ViewNode, _ call: Call) -> ViewNode {
        var label = label, control = control
        if DisabledControls.isDisabled(call.evaluator) {
            label = DisabledControls.label(label)
            control = DisabledControls.control(control)
        }
        if case .bool(true)? = call.evaluator.customEnvironment["labelsHidden"] { return control }
        return .stack(
            axis: .horizontal, alignment: .center, spacing: nil, children: [label, .spacer(minLength: nil), control])
    }

    /// The names in a `DatePicker`'s `displayedComponents` (`.date`, `[.date, .hourAndMinute]`); both when the
    /// value is none previewd can read.
    private static func dateComponents(_ value: Value) -> Set<String> {
        switch value {
        case .symbol(let name): return [name]
        case .array(let values), .set(let values):
            let names = values.compactMap { value -> String? in
                if case .symbol(let name) = value { return name }
                return nil
            }
            return names.isEmpty ? ["date", "hourAndMinute"] : Set(names)
        default: return ["date", "hourAndMinute"]
        }
    }

    /// The value a binding argument holds: `.constant(x)` is a binding previews never write through, and its value
    /// stands in.
    static func bindingValue(_ value: Value) -> Value {
        if case .implicitCall("constant", let arguments) = value, let first = arguments.first { return first.value }
        return value
    }

    /// Where a value sits in a closed range, 0…1.
    static func fraction(_ value: Value, in bounds: Value) -> Double {
        let number = Convert.number(bindingValue(value)) ?? 0
        var lower = 0.0, upper = 1.0
        switch bounds {
        case .range(let a, let b, let closed):
            lower = Double(a)
            upper = Double(closed ? b - 1 : b)
        case .comparableRange(let range):
            lower = Convert.number(range.lower) ?? 0
            upper = Convert.number(range.upper) ?? 1
        default: break
        }
        guard upper > lower else { return 0 }
        return min(1, max(0, (number - lower) / (upper - lower)))
    }

    /// The placeholder of an empty field: its `prompt:`, which iOS shows in place of the title, else the title.
    /// A styled prompt (`Text("Email").foregroundStyle(.gray)`) shows its text in the placeholder colour.
    private static func placeholder(_ call: Call) throws -> String {
        if call.has("prompt") {
            if case .string(let prompt) = call["prompt"] { return prompt }
            if let prompt = try call.view("prompt").plainText { return prompt }
        }
        return try call.localizedText("title") ?? ""
    }

    /// What a text field shows: its text, or its `value:` through the format (a nil value shows the placeholder,
    /// as iOS leaves the field empty).
    private static func fieldText(_ call: Call) -> String {
        guard call.has("value") else { return textValue(call["text"], call) }
        let value = bindingValue(call["value"])
        if case .null = value { return "" }
        if call.has("format") {
            return Formatting.format(value, style: call["format"], evaluator: call.evaluator, at: call.node)
        }
        return textValue(value, call)
    }

    private static func textValue(_ value: Value, _ call: Call) -> String {
        if case .string(let text) = value { return text }
        return (try? call.evaluator.describe(value, at: call.node)) ?? ""
    }
}

/// The resting look of iOS controls, in primitives.
enum ControlDrawing {
    static let fill = ColorValue.adaptive(light: RGBA(233, 233, 234), dark: RGBA(57, 57, 61))
    static let selectedSegment = ColorValue.adaptive(light: RGBA(255, 255, 255), dark: RGBA(99, 99, 102))

    /// A compact date picker's value: its text on a pale rounded chip.
    static func chip(_ text: String) -> ViewNode {
        .decoration(
            .shape(
                .roundedRectangle(cornerRadius: 6),
                .fill(.color(.adaptive(light: RGBA(242, 242, 247), dark: RGBA(44, 44, 46))))), placement: .behind,
            alignment: .center,
            content: .padding(EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11), .text(text)))
    }

    /// `.pickerStyle(.segmented)`: equal segments on a rounded track, the one at `selectedIndex` raised.
    static func segmented(_ segments: [ViewNode], selected selectedIndex: Int) -> ViewNode {
        let cells = segments.enumerated().map { index, segment -> ViewNode in
            let label = ViewNode.environment(
                .font(FontSpec(size: .fixed(13), weight: index == selectedIndex ? .semibold : .medium)),
                .frame(FrameSpec(maxWidth: .infinity, minHeight: 28), .environment(.lineLimit(1), segment)))
            guard index == selectedIndex else { return label }
            return .decoration(
                .shape(.roundedRectangle(cornerRadius: 7), .fill(.color(selectedSegment))), placement: .behind,
                alignment: .center, content: label)
        }
        return .decoration(
            .shape(.roundedRectangle(cornerRadius: 9), .fill(.color(fill))), placement: .behind, alignment: .center,
            content: .padding(
                EdgeInsets(all: 2), .stack(axis: .horizontal, alignment: .center, spacing: 0, children: cells)))
    }

    /// UISlider's thumb diameter and track thickness.
    static let knobSide = 28.0
    static let trackThickness = 4.0

    /// A slider `width` points wide: the track, the tint from the leading end to the knob's centre, the knob at
    /// `fraction` of the way along (its centre runs from half a knob in from one end to half a knob from the other).
    static func slider(fraction: Double, width: Double, tint: ColorValue) -> ViewNode {
        let travel = max(0, width - knobSide) * min(max(fraction, 0), 1)
        let bar = { (paint: ColorValue) in
            ViewNode.frame(FrameSpec(height: trackThickness), .shape(.capsule, .fill(.color(paint))))
        }
        let track = ViewNode.frame(FrameSpec(maxWidth: .infinity), bar(fill))
        let filled = ViewNode.frame(FrameSpec(width: travel + knobSide / 2), bar(tint))
        let knob = ViewNode.offset(
            x: travel, y: 0,
            .frame(
                FrameSpec(width: knobSide, height: knobSide),
                .effect(
                    .shadow(color: .opacity(.system(.black), 0.2), radius: 3, x: 0, y: 2),
                    .shape(.circle, .fill(.color(.system(.white)))))))
        return .frame(
            FrameSpec(maxWidth: .infinity, minHeight: knobSide, maxHeight: knobSide),
            .zstack(alignment: .leading, children: [track, filled, knob]))
    }

    /// `UIActivityIndicatorView`'s gray.
    static let spinnerGray = ColorValue.adaptive(light: RGBA(153, 153, 153), dark: RGBA(235, 235, 245, alpha: 0.6))
    /// The side of iOS's medium activity indicator, in points.
    static let spinnerSide = 20.0

    /// The indeterminate `ProgressView`: iOS's activity indicator, eight rounded bars around the centre, each a
    /// step fainter than the one before it, at rest where the animation would start.
    static func spinner(color: ColorValue) -> ViewNode {
        let bars = (0..<8).map { index -> ViewNode in
            let bar = ViewNode.frame(
                FrameSpec(width: 2.5, height: 6),
                .shape(.capsule, .fill(.color(.opacity(color, 1 - Double(index) * 0.1)))))
            // A bar at the top of the square, turned about its centre.
            return .effect(
                .rotation(radians: Double(index) * .pi / 4, anchor: .center),
                .frame(FrameSpec(width: spinnerSide, height: spinnerSide, alignment: .top), bar))
        }
        return .zstack(alignment: .center, children: bars)
    }

    /// The determinate `ProgressView`: a 4-point track with the tint filling `fraction` of it from the leading end.
    static func progress(fraction: Double, tint: ColorValue, gradient: [GradientStop]? = nil) -> ViewNode {
        let track = ViewNode.frame(
            FrameSpec(maxWidth: .infinity, minHeight: 4, maxHeight: 4), .shape(.capsule, .fill(.color(fill))))
        if let gradient {
            // The gradient spans the whole track; the value shows as much of it as it fills.
            let filled = GaugeTrack(.bar, thickness: 4, inset: 2, to: fraction)
            return .zstack(
                alignment: .leading,
                children: [
                    track,
                    .frame(
                        FrameSpec(maxWidth: .infinity, minHeight: 4, maxHeight: 4),
                        .shape(.custom(CustomShape(filled)), .fill(TintGradient.trackPaint(gradient, tint: tint)))),
                ])
        }
        let bar = ViewNode.frame(
            FrameSpec(maxWidth: .infinity, minHeight: 4, maxHeight: 4), .shape(.capsule, .fill(.color(tint))))
        // The track's width is known only to layout, so the full-width bar is scaled down to the fraction.
        let filled = ViewNode.effect(.scale(x: min(max(fraction, 0), 1), y: 1, anchor: .leading), bar)
        return .zstack(alignment: .leading, children: [track, filled])
    }

    /// UIStepper's size: two 47-point halves, 32 points tall, split by a short separator.
    static let stepperHalf = Size(width: 47, height: 32)

    /// The − and + halves, each passed through `decrement` / `increment` (which make them tap targets).
    static func stepper(decrement: (ViewNode) -> ViewNode, increment: (ViewNode) -> ViewNode) -> ViewNode {
        let half = { (symbol: String) in
            ViewNode.frame(
                FrameSpec(width: stepperHalf.width, height: stepperHalf.height),
                .environment(
                    .font(FontSpec(size: .style(.body), weight: .medium)), .image(ImageSpec(source: .symbol(symbol)))))
        }
        let separator = ViewNode.frame(FrameSpec(width: 1, height: 18), .color(ListStyling.separator))
        return .decoration(
            .shape(.roundedRectangle(cornerRadius: 8), .fill(.color(fill))), placement: .behind, alignment: .center,
            content: .zstack(
                alignment: .center,
                children: [
                    .stack(
                        axis: .horizontal, alignment: .center, spacing: 0,
                        children: [decrement(half("minus")), increment(half("plus"))]), separator,
                ]))
    }

    /// `field` in the `.textFieldStyle` around it: `.roundedBorder` draws a border, the others none.
    static func styledField(_ field: ViewNode, _ evaluator: Evaluator) -> ViewNode {
        guard case .symbol("roundedBorder")? = evaluator.customEnvironment["textFieldStyle"] else { return field }
        return roundedBorder(field)
    }

    /// `.textFieldStyle(.roundedBorder)`, which SwiftUI draws as UIKit's rounded-rect text field
    /// (`UITextField.BorderStyle.roundedRect`): a thin grey border with rounded corners on the system background.
    /// Apple publishes no metrics for it; the numbers are UIKit's field as it draws on iOS: 34 points tall for
    /// 17-point text (6 points above and below its 22-point line), the text 7 points from the sides, 5-point
    /// corners and a half-point border in the opaque separator grey.
    static func roundedBorder(_ field: ViewNode) -> ViewNode {
        let outline = ShapePath.roundedRectangle(cornerRadius: 5)
        let border = ColorValue.adaptive(light: RGBA(198, 198, 200), dark: RGBA(56, 56, 58))
        let bordered = ViewNode.decoration(
            .shape(outline, .stroke(.color(border), lineWidth: 0.5, inset: true)), placement: .behind,
            alignment: .center, content: .padding(EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7), field))
        return .decoration(
            .shape(outline, .fill(.color(.system(.background)))), placement: .behind, alignment: .center,
            content: bordered)
    }

    static func field(text: String, placeholder: String) -> ViewNode {
        if text.isEmpty {
            return .environment(
                .foreground(.opacity(.system(.primary), 0.3)),
                .frame(FrameSpec(maxWidth: .infinity, alignment: .leading), .text(placeholder)))
        }
        return .frame(FrameSpec(maxWidth: .infinity, alignment: .leading), .text(text))
    }
}
