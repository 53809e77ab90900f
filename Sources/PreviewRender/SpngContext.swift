internal import CSpng

/// One libspng context (`spng_ctx*`). A context handles a single image, so each encode and decode makes a new one.
final class SpngContext {
    let pointer: OpaquePointer
    /// The error code a failure in this context is reported with.
    private let failure: RenderError.Code

    /// An encoder context when `encoder` is true, else a decoder context.
    init(encoder: Bool) throws {
        failure = encoder ? .encode : .decode
        let flags = encoder ? Int32(SPNG_CTX_ENCODER.rawValue) : 0
        guard let context = spng_ctx_new(flags) else {
            throw RenderError(failure, "spng_ctx_new returned null")
        }
        pointer = context
    }

    deinit { spng_ctx_free(pointer) }

    /// Throws unless `result` (a libspng return value) is 0, naming the step that failed.
    func check(_ result: Int32, _ step: String) throws {
        guard result == 0 else {
            throw RenderError(failure, "\(step): \(String(cString: spng_strerror(result)))")
        }
    }
}
