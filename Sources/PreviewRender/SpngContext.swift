internal import CSpng

/// One libspng context (`spng_ctx*`). A context handles a single image, so each encode and decode makes a new one.
final class SpngContext {
    let pointer: OpaquePointer
    /// The error code a failure in this context is reported with.
    private let failure: RenderError.Code

    /// An encoder context when `encoder` is true, else a decoder context. A decoder `ignoringChecksums` computes
    /// neither chunk CRCs nor the image data's Adler-32: a quarter of inflating a large photo spent only to refuse a
    /// damaged file, which is then drawn as a neutral box instead of as what it still holds.
    init(encoder: Bool, ignoringChecksums: Bool = false) throws {
        failure = encoder ? .encode : .decode
        let flags = encoder
            ? Int32(SPNG_CTX_ENCODER.rawValue) : ignoringChecksums ? Int32(SPNG_CTX_IGNORE_ADLER32.rawValue) : 0
        guard let context = spng_ctx_new(flags) else {
            throw RenderError(failure, "spng_ctx_new returned null")
        }
        pointer = context
        if ignoringChecksums {
            let use = Int32(SPNG_CRC_USE.rawValue)
            try check(spng_set_crc_action(context, use, use), "spng_set_crc_action")
        }
    }

    deinit { spng_ctx_free(pointer) }

    /// Throws unless `result` (a libspng return value) is 0, naming the step that failed.
    func check(_ result: Int32, _ step: String) throws {
        guard result == 0 else {
            throw RenderError(failure, "\(step): \(String(cString: spng_strerror(result)))")
        }
    }
}
