/// Uniform Type Identifiers (`UTType`): the file types a file importer, exporter or drop target accepts. A still
/// frame presents none of them, so a type is only a name carried to the modifier that ignores it.
enum UniformTypes {
    /// The `UTType` constants view code names most (`.data`, `.pdf`, `.image`), each an opaque value of its name.
    static let typeConstants: [String: [String: Value]] = [
        "UTType": Dictionary(
            uniqueKeysWithValues: [
                "item", "content", "data", "text", "plainText", "utf8PlainText", "json", "xml", "html", "pdf", "rtf",
                "image", "png", "jpeg", "heic", "gif", "svg", "movie", "video", "mpeg4Movie", "quickTimeMovie", "audio",
                "mp3", "mpeg4Audio", "wav", "archive", "zip", "gzip", "folder", "directory", "url", "fileURL",
                "commaSeparatedText", "spreadsheet", "presentation", "epub", "vCard", "emailMessage", "sourceCode",
            ].map { ($0, Value.opaque("UTType." + $0)) })
    ]

    /// `UTType("com.adobe.pdf")`, `UTType(filenameExtension: "torrent")`, `UTType(mimeType:)`: a type of that name.
    static let initializers: [Construct] = [
        Construct(
            "UTType",
            [
                "(_ identifier: String)", "(filenameExtension: String)",
                "(filenameExtension: String, conformingTo: Any)", "(mimeType: String)",
                "(exportedAs identifier: String)", "(importedAs identifier: String)",
            ]
        ) { call in
            var name = ""
            for parameter in ["identifier", "filenameExtension", "mimeType"] where call.has(parameter) {
                name = try call.string(parameter) ?? ""
            }
            return .opaque("UTType(" + name + ")")
        }
    ]
}
