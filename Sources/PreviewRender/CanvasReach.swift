internal import CPangoCairo
import Foundation
import PreviewLayout
import PreviewViews

/// What one frame may ask of cairo, whatever numbers its display list holds.
///
/// cairo keeps device coordinates in 24.8 fixed point: beyond about ±8.4 million pixels they wrap around, and some
/// operations on such geometry (a blur scaled by a billion, a clip a billion pixels wide) fail with a sticky error
/// that ends the frame. And every opacity, shadow or blur draws into an offscreen layer the size of the part of the
/// canvas it can reach, 12 MB for a phone screen, so a preview that nests many of them could take gigabytes.
/// The canvas checks both before it calls cairo: a frame with hostile geometry draws what can be drawn and never
/// fails because of it.
package enum DrawingLimits {
    /// The largest device coordinate, in pixels, handed to cairo as it is: 700,000 points at 3×, far beyond any
    /// canvas (at most `FrameRenderer.maximumPixelSide`). cairo's 24.8 fixed point holds ±8.4 million pixels, but
    /// it subtracts coordinates when it splits curves, so two points ±4 million pixels apart already overflow: a
    /// curve between them was split without end (found by the render fuzzer).
    package static let maximumCoordinate = Double(1 << 21)
    /// Bytes of offscreen layers one frame may hold open at once: ten full iPhone screens. Beyond it an
    /// effect is drawn without its layer (its content as it is), and the frame counts it
    /// (`FrameRenderer.lastFrameEffectsOverBudget`).
    package static let offscreenBudget = 128 << 20
    /// The largest blur radius drawn, in device pixels: a blur wider than the canvas spreads everything evenly over
    /// it, which the canvas's own size already gives.
    static func maximumBlurRadius(pixelWidth: Int, pixelHeight: Int) -> Double { Double(max(pixelWidth, pixelHeight)) }
}

/// How much of an item the canvas can hand to cairo (`CairoCanvas.reach(of:outset:)`).
enum CanvasReach: Equatable {
    /// The box lies within `DrawingLimits.maximumCoordinate`: draw it as it is.
    case whole
    /// The box reaches beyond the limits: this rectangle (user space) is the part of it that can show on the
    /// canvas, and a rectangle cut to it draws the same pixels.
    case cut(Rect)
    /// Nothing of it can show: not finite, or entirely off the canvas.
    case none
}

/// An axis-aligned box in device pixels.
struct DeviceBox {
    var minX: Double
    var minY: Double
    var maxX: Double
    var maxY: Double

    var isEmpty: Bool { !(maxX > minX && maxY > minY) }
    var isWithinLimits: Bool {
        let limit = DrawingLimits.maximumCoordinate
        return minX >= -limit && minY >= -limit && maxX <= limit && maxY <= limit
    }

    func intersection(_ other: DeviceBox) -> DeviceBox {
        DeviceBox(
            minX: max(minX, other.minX), minY: max(minY, other.minY), maxX: min(maxX, other.maxX),
            maxY: min(maxY, other.maxY))
    }

    func outset(by amount: Double) -> DeviceBox {
        DeviceBox(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
    }

    /// Whole pixels covering this box.
    var pixelArea: Int {
        guard !isEmpty else { return 0 }
        let width = maxX.rounded(.up) - minX.rounded(.down), height = maxY.rounded(.up) - minY.rounded(.down)
        return Int(width) * Int(height)
    }
}

extension CairoCanvas {
    /// The whole canvas in device pixels.
    var canvasBox: DeviceBox { DeviceBox(minX: 0, minY: 0, maxX: Double(pixelWidth), maxY: Double(pixelHeight)) }

    /// The device-pixel box `rect` (user space) covers under the current matrix; nil when any corner is not finite.
    func deviceBox(of rect: Rect) -> DeviceBox? {
        guard rect.isUsable else { return nil }
        var box = DeviceBox(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var px = x, py = y
            cairo_user_to_device(context, &px, &py)
            guard px.isFinite, py.isFinite else { return nil }
            box = DeviceBox(
                minX: min(box.minX, px), minY: min(box.minY, py), maxX: max(box.maxX, px), maxY: max(box.maxY, py))
        }
        return box
    }

    /// How an item drawn in `rect` (user space) reaches cairo; `outset` (device pixels) is how far its pixels may
    /// stray outside the rect (half a stroke, an anti-aliased edge).
    ///
    /// Geometry within `DrawingLimits.maximumCoordinate` is left alone, so ordinary frames draw exactly as before:
    /// the limits only decide what happens to numbers no screen could show.
    func reach(of rect: Rect, outset: Double = 0) -> CanvasReach {
        guard let box = deviceBox(of: rect) else { return .none }
        if box.isWithinLimits { return .whole }
        let visible = canvasBox.outset(by: max(0, outset) + 2)
        guard !box.intersection(visible).isEmpty, let user = userBox(of: visible) else { return .none }
        let cut = Rect(
            x: max(rect.minX, user.minX), y: max(rect.minY, user.minY),
            width: min(rect.maxX, user.maxX) - max(rect.minX, user.minX),
            height: min(rect.maxY, user.maxY) - max(rect.minY, user.minY))
        guard cut.width > 0, cut.height > 0, let cutBox = deviceBox(of: cut), cutBox.isWithinLimits else {
            return .none
        }
        return .cut(cut)
    }

    /// The user-space bounding box of `box` (device pixels) under the current matrix: under any rotation or skew it
    /// holds every user point that lands in `box`.
    private func userBox(of box: DeviceBox) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (x, y) in [(box.minX, box.minY), (box.maxX, box.minY), (box.minX, box.maxY), (box.maxX, box.maxY)] {
            var ux = x, uy = y
            cairo_device_to_user(context, &ux, &uy)
            guard ux.isFinite, uy.isFinite else { return nil }
            minX = min(minX, ux)
            minY = min(minY, uy)
            maxX = max(maxX, ux)
            maxY = max(maxY, uy)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `rect` as a `shape` may be drawn in it: unchanged within the limits; cut to the canvas when it is a rectangle
    /// (the same pixels); nil otherwise, since the visible part of a rounded shape billions of pixels wide is no
    /// shape the preview meant (the interpreter reports the value that made it).
    func drawableRect(_ rect: Rect, shape: ShapePath, outset: Double = 0) -> Rect? {
        switch reach(of: rect, outset: outset) {
        case .whole: return rect
        case .cut(let cut): return shape == .rectangle ? cut : nil
        case .none: return nil
        }
    }

    /// Whether scaling the current matrix by `sx`, `sy` leaves one cairo can draw with (`isDrawable(_:)`).
    func canScale(_ sx: Double, _ sy: Double) -> Bool {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        return Self.isDrawable(
            cairo_matrix_t(
                xx: matrix.xx * sx, yx: matrix.yx * sx, xy: matrix.xy * sy, yy: matrix.yy * sy, x0: matrix.x0,
                y0: matrix.y0))
    }

    /// Whether cairo can draw under `matrix` (user space to device pixels): finite, invertible with room to spare
    /// (a point shrunk below `minimumMatrixArea` square pixels is nothing a screen shows, and cairo refuses a matrix
    /// it cannot invert with a sticky error), and no axis scaled beyond `maximumMatrixScale` pixels per point.
    static func isDrawable(_ matrix: cairo_matrix_t) -> Bool {
        let linear = [matrix.xx, matrix.yx, matrix.xy, matrix.yy]
        let determinant = matrix.xx * matrix.yy - matrix.yx * matrix.xy
        return linear.allSatisfy { abs($0) <= maximumMatrixScale } && matrix.x0.isFinite && matrix.y0.isFinite
            && determinant.isFinite && abs(determinant) > minimumMatrixArea
    }

    /// A matrix entry beyond this many pixels per point draws nothing.
    static let maximumMatrixScale = 1e6
    /// A matrix that shrinks a square point below this many square pixels draws nothing.
    static let minimumMatrixArea = 1e-12

    /// The device scale of the current matrix along its larger axis: how many pixels one point of line width covers.
    var deviceScale: Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        return max(hypot(matrix.xx, matrix.yx), hypot(matrix.xy, matrix.yy))
    }
}
