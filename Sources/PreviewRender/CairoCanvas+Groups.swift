internal import CPangoCairo
internal import CPixelKernels
import Foundation
import PreviewLayout
import PreviewViews

/// What a `push…` item opened, so that its `pop` knows how to close it.
enum OpenGroup {
    /// A clip or a transform: `cairo_save` … `cairo_restore`.
    case state
    case opacity(Double)
    case shadow(color: RGBA, radius: Double, x: Double, y: Double, region: Rect)
    case blur(radius: Double, region: Rect)
    case colorMatrix(ColorMatrix, region: Rect)
    case blend(BlendMode, region: Rect)
}

extension CairoCanvas {
    /// Draws only inside `shape` inscribed in `rect` until `close(.state)`. A degenerate rect hides everything,
    /// as clipping to an empty shape does in SwiftUI.
    /// A clip reaching beyond `DrawingLimits` is cut to the canvas, as a rectangle: what shows of a shape that large
    /// is its box.
    func pushClip(_ shape: ShapePath, in rect: Rect) -> OpenGroup {
        cairo_save(context)
        switch isDrawable(rect) ? reach(of: rect) : .none {
        case .whole:
            appendPath(shape, in: rect)
        case .cut(let cut):
            appendPath(.rectangle, in: cut)
        case .none:
            cairo_new_path(context)
            cairo_rectangle(context, 0, 0, 0, 0)
        }
        cairo_clip(context)
        return .state
    }

    /// Applies `transform` until `close(.state)`. A transform that cannot be inverted (a zero scale) would put
    /// cairo into a sticky error state; it shows nothing instead, as it would in SwiftUI. So does one that, combined
    /// with the transforms around it, scales a point to nearly nothing or to more than a canvas could ever hold
    /// (nested scale effects multiply).
    func pushTransform(_ transform: Transform2D) -> OpenGroup {
        cairo_save(context)
        var local = cairo_matrix_t(
            xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
        var current = cairo_matrix_t(), combined = cairo_matrix_t()
        cairo_get_matrix(context, &current)
        cairo_matrix_multiply(&combined, &local, &current)
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        if values.allSatisfy(\.isFinite), Self.isDrawable(combined) {
            cairo_set_matrix(context, &combined)
        } else {
            cairo_new_path(context)
            cairo_rectangle(context, 0, 0, 0, 0)
            cairo_clip(context)
        }
        return .state
    }

    /// Redirects drawing into an offscreen group limited to `region` (user space), composited by `close`.
    ///
    /// The clip keeps the group surface the size of the region rather than the whole canvas, which is what
    /// makes a list of cards with shadows affordable. A region beyond `DrawingLimits` is cut to the canvas. When
    /// the layer would take the frame's offscreen memory past `DrawingLimits.offscreenBudget`, the content is drawn
    /// without it (no opacity, shadow or blur) and the frame counts the effect in `effectsOverBudget`.
    func pushGroup(_ group: OpenGroup, region: Rect?) -> OpenGroup {
        cairo_save(context)
        var reached = canvasBox
        if let region, region.isUsable {
            var grown = region.insetBy(-1)
            switch reach(of: grown) {
            case .whole: break
            case .cut(let cut): grown = cut
            case .none:
                // Nothing of the group can show: draw its content nowhere, without a layer.
                cairo_new_path(context)
                cairo_rectangle(context, 0, 0, 0, 0)
                cairo_clip(context)
                return .state
            }
            cairo_new_path(context)
            cairo_rectangle(context, grown.minX, grown.minY, grown.width, grown.height)
            cairo_clip(context)
            reached = deviceBox(of: grown).map { $0.intersection(canvasBox) } ?? canvasBox
        }
        let bytes = reached.pixelArea * 4
        guard openLayerBytes.reduce(bytes, +) <= DrawingLimits.offscreenBudget else {
            effectsOverBudget += 1
            return .state
        }
        openLayerBytes.append(bytes)
        cairo_push_group(context)
        return group
    }

    /// Closes what a `push…` opened: restores state, or composites the group.
    func close(_ group: OpenGroup) {
        if case .state = group {} else { openLayerBytes.removeLast() }
        switch group {
        case .state:
            break
        case .opacity(let opacity):
            cairo_pop_group_to_source(context)
            cairo_paint_with_alpha(context, opacity)
        case .shadow(let color, let radius, let x, let y, let region):
            guard let content = cairo_pop_group(context) else { break }
            if isVisible(color) {
                drawBlurred(content, radius: radius, region: region, color: color, dx: x, dy: y)
            }
            cairo_set_source(context, content)
            cairo_paint(context)
            cairo_pattern_destroy(content)
        case .blur(let radius, let region):
            guard let content = cairo_pop_group(context) else { break }
            drawBlurred(content, radius: radius, region: region, color: nil, dx: 0, dy: 0)
            cairo_pattern_destroy(content)
        case .colorMatrix(let matrix, let region):
            guard let content = cairo_pop_group(context) else { break }
            drawFiltered(content, through: matrix, region: region)
            cairo_pattern_destroy(content)
        case .blend(.plusDarker, let region):
            guard let content = cairo_pop_group(context) else { break }
            drawPlusDarker(content, region: region)
            cairo_pattern_destroy(content)
        case .blend(let mode, _):
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, Self.cairoOperator(mode))
            cairo_paint(context)
        }
        cairo_restore(context)
    }

    /// Draws `content` (a group pattern in the current user space) blurred by about `radius` points and moved
    /// by `dx`, `dy`; with a `color`, only its silhouette, filled with that colour (a shadow).
    ///
    /// An approximation that costs almost nothing: the region is scaled down by about the blur radius in
    /// device pixels (cairo's GOOD filter averages the pixels it drops) and scaled back up with bilinear
    /// filtering, which spreads each pixel over about two radii. Close to a Gaussian for shadows; softer-edged
    /// blocks may show on large blurs of detailed content.
    private func drawBlurred(
        _ content: OpaquePointer, radius: Double, region: Rect, color: RGBA?, dx: Double, dy: Double
    ) {
        guard region.isUsable, radius.isFinite, dx.isFinite, dy.isFinite else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        // The region's box in device pixels, kept to the canvas plus what the offset and blur can pull in.
        var xs: [Double] = [], ys: [Double] = []
        let corners = [
            (region.minX, region.minY), (region.maxX, region.minY),
            (region.minX, region.maxY), (region.maxX, region.maxY),
        ]
        for (x, y) in corners {
            var px = x, py = y
            cairo_user_to_device(context, &px, &py)
            xs.append(px)
            ys.append(py)
        }
        guard xs.allSatisfy(\.isFinite), ys.allSatisfy(\.isFinite) else { return }
        var offsetX = dx, offsetY = dy
        cairo_user_to_device_distance(context, &offsetX, &offsetY)
        // A shadow moved more than a canvas away cannot show on it.
        let farthest = 2 * Double(pixelWidth + pixelHeight)
        guard abs(offsetX) <= farthest, abs(offsetY) <= farthest else { return }
        var radiusX = radius, radiusY = 0.0
        cairo_user_to_device_distance(context, &radiusX, &radiusY)
        let deviceRadius = min(
            hypot(radiusX, radiusY), DrawingLimits.maximumBlurRadius(pixelWidth: pixelWidth, pixelHeight: pixelHeight))
        guard deviceRadius.isFinite else { return }
        let factor = max(1, deviceRadius)
        let margin = abs(offsetX) + abs(offsetY) + 3 * deviceRadius
        let minX = max(xs.min()!, -margin).rounded(.down), minY = max(ys.min()!, -margin).rounded(.down)
        let maxX = min(xs.max()!, Double(pixelWidth) + margin).rounded(.up)
        let maxY = min(ys.max()!, Double(pixelHeight) + margin).rounded(.up)
        guard maxX > minX, maxY > minY else { return }
        // One small pixel of transparent border on each side, so edges fade out instead of being cut.
        let smallWidth = Int(((maxX - minX) / factor).rounded(.up)) + 2
        let smallHeight = Int(((maxY - minY) / factor).rounded(.up)) + 2
        guard smallWidth * smallHeight <= 1 << 24 else { return }
        guard let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(smallWidth), Int32(smallHeight)) else {
            return
        }
        defer { cairo_surface_destroy(small) }
        guard cairo_surface_status(small) == CAIRO_STATUS_SUCCESS, let shrink = cairo_create(small) else { return }
        cairo_scale(shrink, 1 / factor, 1 / factor)
        cairo_translate(shrink, -minX + factor, -minY + factor)
        cairo_transform(shrink, &matrix)
        cairo_pattern_set_filter(content, CAIRO_FILTER_GOOD)
        cairo_set_source(shrink, content)
        cairo_paint(shrink)
        cairo_destroy(shrink)
        cairo_surface_flush(small)

        guard let spread = cairo_pattern_create_for_surface(small) else { return }
        defer { cairo_pattern_destroy(spread) }
        cairo_pattern_set_filter(spread, CAIRO_FILTER_BILINEAR)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_translate(context, minX - factor + offsetX, minY - factor + offsetY)
        cairo_scale(context, factor, factor)
        if let color {
            setSource(color)
            cairo_mask(context, spread)
        } else {
            cairo_set_source(context, spread)
            cairo_paint(context)
        }
        cairo_restore(context)
    }

    /// Draws `content` (a group pattern in the current user space) with every pixel of `region` passed through
    /// `matrix`, as SwiftUI filters a view's rendered layer: the region is copied into an image of its device
    /// pixels, filtered there (`pvd_argb32_color_matrix`), and painted back pixel for pixel.
    private func drawFiltered(_ content: OpaquePointer, through matrix: ColorMatrix, region: Rect) {
        guard let box = pixelBox(of: region), let layer = pixels(of: content, in: box) else { return }
        defer { cairo_surface_destroy(layer) }
        guard let data = cairo_image_surface_get_data(layer) else { return }
        matrix.rows.map(Float.init).withUnsafeBufferPointer { rows in
            pvd_argb32_color_matrix(
                data, Int(cairo_image_surface_get_stride(layer)), box.width, box.height, rows.baseAddress)
        }
        cairo_surface_mark_dirty(layer)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, layer, box.x, box.y)
        cairo_paint(context)
        cairo_restore(context)
    }

    /// The whole device pixels `region` covers on the canvas (a pixel more on each side, for anti-aliased edges):
    /// where a group drawn through a pixel kernel is copied to.
    private func pixelBox(of region: Rect) -> (x: Double, y: Double, width: Int, height: Int)? {
        guard let box = deviceBox(of: region.insetBy(-1))?.intersection(canvasBox), !box.isEmpty else { return nil }
        let x = box.minX.rounded(.down), y = box.minY.rounded(.down)
        let width = Int(box.maxX.rounded(.up) - x), height = Int(box.maxY.rounded(.up) - y)
        return width > 0 && height > 0 ? (x, y, width, height) : nil
    }

    /// `content` (a group pattern in the current user space) in a new image of `box`'s device pixels.
    private func pixels(of content: OpaquePointer, in box: (x: Double, y: Double, width: Int, height: Int))
        -> OpaquePointer?
    {
        var userToDevice = cairo_matrix_t()
        cairo_get_matrix(context, &userToDevice)
        return Self.image(width: box.width, height: box.height) { copier in
            cairo_translate(copier, -box.x, -box.y)
            cairo_transform(copier, &userToDevice)
            cairo_set_source(copier, content)
        }
    }

    /// A new ARGB32 image of `width`×`height` holding exactly the source `setSource` gives a context on it; nil
    /// when cairo cannot make one.
    private static func image(width: Int, height: Int, setSource: (OpaquePointer) -> Void) -> OpaquePointer? {
        guard let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            return nil
        }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let copier = cairo_create(image) else {
            cairo_surface_destroy(image)
            return nil
        }
        setSource(copier)
        cairo_set_operator(copier, CAIRO_OPERATOR_SOURCE)
        cairo_paint(copier)
        cairo_destroy(copier)
        cairo_surface_flush(image)
        return image
    }

    /// Cairo's operator for a blend mode: the separable and HSL modes are PDF's, as Core Graphics' are; plusLighter
    /// is the saturating sum (ADD). plusDarker has none (`drawPlusDarker`).
    private static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal, .plusDarker: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    /// Composites `content` (a group pattern in the current user space) onto what is drawn beneath it in `region`
    /// with plusDarker, which cairo has no operator for: the backdrop and the content are copied into images of the
    /// region's device pixels, combined there (`pvd_argb32_plus_darker`), and the result replaces the backdrop
    /// through the current clip.
    private func drawPlusDarker(_ content: OpaquePointer, region: Rect) {
        guard let box = pixelBox(of: region), let target = cairo_get_group_target(context) else { return }
        // A group target's device offset maps the canvas's device pixels to its own, so it is painted at the
        // region's origin as the canvas would be.
        guard let backdrop = Self.image(width: box.width, height: box.height, setSource: {
            cairo_set_source_surface($0, target, -box.x, -box.y)
        }) else { return }
        defer { cairo_surface_destroy(backdrop) }
        guard let layer = pixels(of: content, in: box) else { return }
        defer { cairo_surface_destroy(layer) }
        guard let backdropPixels = cairo_image_surface_get_data(backdrop),
            let layerPixels = cairo_image_surface_get_data(layer)
        else { return }
        pvd_argb32_plus_darker(
            backdropPixels, Int(cairo_image_surface_get_stride(backdrop)), layerPixels,
            Int(cairo_image_surface_get_stride(layer)), box.width, box.height)
        cairo_surface_mark_dirty(backdrop)
        cairo_save(context)
        cairo_identity_matrix(context)
        cairo_set_source_surface(context, backdrop, box.x, box.y)
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_rectangle(context, box.x, box.y, Double(box.width), Double(box.height))
        cairo_fill(context)
        cairo_restore(context)
    }

    /// Runs `body` with drawing clipped to `regions` (device pixels, so the clip has no anti-aliased edge).
    func clipped(to regions: [PixelRect], _ body: () -> Void) {
        cairo_save(context)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        cairo_identity_matrix(context)
        cairo_new_path(context)
        for region in regions {
            cairo_rectangle(context, Double(region.x), Double(region.y), Double(region.width), Double(region.height))
        }
        cairo_clip(context)
        cairo_set_matrix(context, &matrix)
        body()
        cairo_restore(context)
    }
}
