extension String {
    /// The text of a C buffer filled by C code (a header lws copied, an address from `getnameinfo`), up to its first
    /// NUL, with invalid UTF-8 repaired: `String(cString:)` of an array is deprecated.
    init(cBuffer buffer: [CChar]) {
        self.init(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
