/// A failure to rasterise, encode or decode a frame.
///
/// Thrown for conditions outside the caller's control (a C library refusing an operation, garbage PNG
/// input, a canvas too large to allocate). Misuse that is a bug in previewd itself hits a precondition.
package struct RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Which stage failed.
    package enum Code: String, Equatable, Sendable {
        /// The canvas size or scale is empty, not finite, or larger than `FrameRenderer.maximumPixelSide`.
        case invalidCanvas
        /// cairo reported an error status (allocation failure, invalid matrix, …).
        case cairo
        /// Pango could not create a font map, context or layout.
        case pango
        /// The encoder could not be set up (libdeflate could not allocate its compressor).
        case encode
        /// The bytes are not a PNG libspng or a JPEG libturbojpeg can decode, or the image exceeds the size limit.
        case decode
    }

    package var code: Code
    /// What went wrong, in lower case, for logs and diagnostics.
    package var message: String

    package init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    package var description: String { "\(code.rawValue): \(message)" }

    /// Whether previewd itself is at fault: a library refused what previewd asked of it, which the limits on
    /// geometry and memory (`DrawingLimits`) exist to prevent, so the user should report it. Otherwise the input
    /// cannot be drawn (a canvas larger than a frame may be, a file that is no PNG) and the message says why.
    package var isInternal: Bool {
        switch code {
        case .cairo, .pango, .encode: return true
        case .invalidCanvas, .decode: return false
        }
    }
}
