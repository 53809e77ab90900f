import Foundation
package import SwiftSyntax

/// How a snapshot test draws its view (the `as:` argument of `assertSnapshot`), read from the source: the layout,
/// the colour scheme its traits ask for, and the precisions it compares with. Numbers that are not literals stay
/// source text, for the interpreter to evaluate in the test's context.
package struct SnapshotStrategy: Equatable, Sendable {
    package enum Layout: Equatable, Sendable {
        /// `.sizeThatFits` (the default of SwiftUI's `.image`): the view at the size it chooses.
        case sizeThatFits
        /// `.fixed(width:height:)`: the view proposed exactly this many points; each side a Swift expression.
        case fixed(width: String, height: String)
        /// `.image(size: someSize)` with a size that is not a `CGSize(width:height:)` literal: a Swift expression.
        case size(String)
        /// `.device(config:)` or `.image(on:)`: the device's screen and safe area.
        case device(SnapshotDevice)
    }

    package var layout: Layout
    /// `traits: .init(userInterfaceStyle: .dark)`.
    package var isDark = false
    package var precision: Double?
    package var perceptualPrecision: Double?

    package init(layout: Layout, isDark: Bool = false, precision: Double? = nil, perceptualPrecision: Double? = nil) {
        self.layout = layout
        self.isDark = isDark
        self.precision = precision
        self.perceptualPrecision = perceptualPrecision
    }

    /// What reading a strategy found: an image strategy, a strategy that writes no image (`.dump`, `.json`,
    /// `.recursiveDescription`: not a view snapshot), or an image strategy previewd cannot reproduce, with why.
    package enum Reading: Equatable, Sendable {
        case image(SnapshotStrategy)
        case notAnImage
        case unsupported(String)
    }

    package static func read(_ expression: ExprSyntax) -> Reading {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "image"
                ? .image(SnapshotStrategy(layout: .sizeThatFits)) : .notAnImage
        }
        guard let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return .notAnImage }
        guard callee.declName.baseName.text == "image" else { return .notAnImage }
        var strategy = SnapshotStrategy(layout: .sizeThatFits)
        for argument in call.arguments {
            let value = argument.expression
            switch argument.label?.text {
            case "layout":
                switch layout(value) {
                case .success(let layout): strategy.layout = layout
                case .failure(let problem): return .unsupported(problem.message)
                }
            case "on", "config":
                switch device(value) {
                case .success(let device): strategy.layout = .device(device)
                case .failure(let problem): return .unsupported(problem.message)
                }
            case "size":
                if let sides = sides(of: value) {
                    strategy.layout = .fixed(width: sides.width, height: sides.height)
                } else if value.is(NilLiteralExprSyntax.self) {
                    strategy.layout = .sizeThatFits
                } else {
                    strategy.layout = .size(value.trimmedDescription)
                }
            case "traits":
                strategy.isDark = asksForDarkMode(value)
            case "precision":
                strategy.precision = number(value)
            case "perceptualPrecision":
                strategy.perceptualPrecision = number(value)
            default:
                continue
            }
        }
        return .image(strategy)
    }

    package struct Problem: Error, Equatable { package var message: String }

    private static func layout(_ value: ExprSyntax) -> Result<Layout, Problem> {
        if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "sizeThatFits" {
            return .success(.sizeThatFits)
        }
        if let call = value.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            if name == "fixed", let width = call.arguments.first(where: { $0.label?.text == "width" }),
                let height = call.arguments.first(where: { $0.label?.text == "height" })
            {
                return .success(
                    .fixed(width: width.expression.trimmedDescription, height: height.expression.trimmedDescription))
            }
            if name == "device", let config = call.arguments.first {
                return device(config.expression).map { .device($0) }
            }
        }
        return .failure(Problem(message: "layout '\(value.trimmedDescription)' is not one previewd reproduces"))
    }

    /// `.iPhone13`, `ViewImageConfig.iPhoneX`, `.iPhone13(.landscape)`, `.iPadPro11(.portrait(splitView: .oneThird))`.
    private static func device(_ value: ExprSyntax) -> Result<SnapshotDevice, Problem> {
        var name: String?, landscape: Bool?, split = SnapshotDevice.Split.full
        if let member = value.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let call = value.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        {
            name = member.declName.baseName.text
            if let orientation = call.arguments.first?.expression {
                let orientationCall = orientation.as(FunctionCallExprSyntax.self)
                let orientationName = (orientationCall?.calledExpression ?? orientation).as(
                    MemberAccessExprSyntax.self)?
                    .declName.baseName.text
                switch orientationName {
                case "landscape": landscape = true
                case "portrait": landscape = false
                default: name = nil
                }
                if let splitName = orientationCall?.arguments.first?.expression.as(MemberAccessExprSyntax.self)?
                    .declName
                    .baseName.text
                {
                    guard let known = SnapshotDevice.Split(rawValue: splitName) else {
                        return .failure(Problem(message: "split view '\(splitName)' is not one previewd knows"))
                    }
                    split = known
                }
            }
        }
        guard let name, let device = SnapshotDevice.named(name, landscape: landscape, split: split) else {
            return .failure(
                Problem(message: "device configuration '\(value.trimmedDescription)' is not one previewd knows"))
        }
        return .success(device)
    }

    /// `CGSize(width: 300, height: 70)` or `.init(width:height:)`: the two sides as source text.
    private static func sides(of value: ExprSyntax) -> (width: String, height: String)? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression.trimmedDescription
        guard callee == "CGSize" || callee == ".init" || callee == "CGSize.init" else { return nil }
        guard let width = call.arguments.first(where: { $0.label?.text == "width" }),
            let height = call.arguments.first(where: { $0.label?.text == "height" })
        else { return nil }
        return (width.expression.trimmedDescription, height.expression.trimmedDescription)
    }

    /// Whether a trait collection expression sets `userInterfaceStyle: .dark` anywhere in it
    /// (`.init(userInterfaceStyle: .dark)`, `UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), …])`).
    private static func asksForDarkMode(_ value: ExprSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                if node.label?.text == "userInterfaceStyle",
                    node.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "dark"
                {
                    found = true
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(value)
        return finder.found
    }

    private static func number(_ value: ExprSyntax) -> Double? {
        if let float = value.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        if let integer = value.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.replacingOccurrences(of: "_", with: ""))
        }
        return nil
    }
}
