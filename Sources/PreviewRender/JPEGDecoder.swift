internal import CTurboJPEG
import PreviewViews

/// The most pixels one decoded JPEG may hold: as many as the largest canvas (`FrameRenderer.maximumCanvasBytes`),
/// so that a picture never takes more memory than the frame it is drawn in.
package let maximumDecodedJPEGPixels = FrameRenderer.maximumCanvasBytes / 4

/// Decodes a baseline or progressive JPEG (libturbojpeg) into straight RGBA8, turned as its EXIF orientation says.
///
/// The decoded size is bounded before anything is allocated: a JPEG whose sides or pixel count exceed
/// `maximumDecodedPixelSide` (as for PNG) or `maximumPixels` is decoded at the largest of libjpeg-turbo's scales
/// (7/8 … 1/8) that fits, in the decoder itself, so a huge photo costs what its reduced size costs; one that does
/// not fit even at 1/8 is refused. Progressive scans are limited (`TJFLAG_LIMITSCANS`), which ends JPEGs crafted to
/// make decoding take minutes. Data that ends early or has minor corruption decodes as far as it goes, as iOS
/// draws it; anything else throws `RenderError` with code `.decode`.
package func decodeJPEG(_ bytes: [UInt8], maximumPixels: Int = maximumDecodedJPEGPixels) throws -> DecodedImage {
    guard !bytes.isEmpty else { throw RenderError(.decode, "no bytes to decode") }
    let decoder = try TurboJPEGDecoder()
    return try bytes.withUnsafeBufferPointer { input in
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        try decoder.check(
            tjDecompressHeader3(
                decoder.handle, input.baseAddress, UInt(input.count), &width, &height, &subsampling, &colorspace),
            "not a readable JPEG header")
        guard width > 0, height > 0 else { throw RenderError(.decode, "the JPEG header gives an empty image") }
        guard let scaled = scaledSize(width: Int(width), height: Int(height), maximumPixels: maximumPixels) else {
            throw RenderError(
                .decode,
                """
                a \(width)×\(height) JPEG is too large to draw even at 1/8 of its size (at most \
                \(maximumDecodedPixelSide) 
                """
                    + "pixels a side and \(maximumPixels) pixels)")
        }
        var rgba = [UInt8](repeating: 0, count: scaled.width * scaled.height * 4)
        try rgba.withUnsafeMutableBufferPointer { output in
            let flags = TJFLAG_ACCURATEDCT | TJFLAG_LIMITSCANS
            let result = tjDecompress2(
                decoder.handle, input.baseAddress, UInt(input.count), output.baseAddress, Int32(scaled.width),
                Int32(scaled.width * 4), Int32(scaled.height), Int32(TJPF_RGBA.rawValue), flags)
            // A warning (data ending early, a corrupt segment) still leaves every row written.
            if result != 0, tjGetErrorCode(decoder.handle) != Int32(TJERR_WARNING.rawValue) {
                try decoder.check(result, "cannot decode the image data")
            }
        }
        let image = DecodedImage(width: scaled.width, height: scaled.height, rgba: rgba)
        return image.oriented(ExifOrientation(jpeg: bytes))
    }
}

/// The size a JPEG of `width`×`height` is decoded at: the largest scaling factor libjpeg-turbo offers whose result
/// fits the limits; nil when none does.
private func scaledSize(width: Int, height: Int, maximumPixels: Int) -> (width: Int, height: Int)? {
    var count: Int32 = 0
    guard let factors = tjGetScalingFactors(&count), count > 0 else { return nil }
    // Largest first; libturbojpeg lists 2/1 … 1/8, and enlarging is never wanted.
    var fractions: [(numerator: Int, denominator: Int)] = []
    for index in 0..<Int(count) {
        let factor = factors[index]
        if factor.num <= factor.denom { fractions.append((Int(factor.num), Int(factor.denom))) }
    }
    fractions.sort { $0.numerator * $1.denominator > $1.numerator * $0.denominator }
    for (numerator, denominator) in fractions {
        // TJSCALED: the dimension times the factor, rounded up.
        let scaledWidth = (width * numerator + denominator - 1) / denominator
        let scaledHeight = (height * numerator + denominator - 1) / denominator
        if scaledWidth <= maximumDecodedPixelSide, scaledHeight <= maximumDecodedPixelSide,
            scaledWidth * scaledHeight <= maximumPixels
        {
            return (scaledWidth, scaledHeight)
        }
    }
    return nil
}

/// One libturbojpeg decompressor (`tjhandle`), freed when it goes.
private final class TurboJPEGDecoder {
    let handle: tjhandle

    init() throws {
        guard let handle = tjInitDecompress() else {
            throw RenderError(.decode, "tjInitDecompress: \(String(cString: tjGetErrorStr2(nil)))")
        }
        self.handle = handle
    }

    deinit { tjDestroy(handle) }

    /// Throws unless `result` (a libturbojpeg return value) is 0, with the library's message.
    func check(_ result: Int32, _ step: String) throws {
        guard result == 0 else { throw RenderError(.decode, "\(step): \(String(cString: tjGetErrorStr2(handle)))") }
    }
}

extension DecodedImage {
    /// The image as shown when its pixels are stored in `orientation` (EXIF's numbering): each shown pixel
    /// (x, y) is taken from where that orientation stored it.
    func oriented(_ orientation: ExifOrientation) -> DecodedImage {
        if orientation == .up { return self }
        let shownWidth = orientation.swapsAxes ? height : width
        let shownHeight = orientation.swapsAxes ? width : height
        var shown = [UInt8](repeating: 0, count: rgba.count)
        rgba.withUnsafeBytes { source in
            shown.withUnsafeMutableBytes { target in
                let from = source.bindMemory(to: UInt32.self), to = target.bindMemory(to: UInt32.self)
                for y in 0..<shownHeight {
                    for x in 0..<shownWidth {
                        let (sx, sy): (Int, Int)
                        switch orientation {
                        case .up: (sx, sy) = (x, y)
                        case .upMirrored: (sx, sy) = (width - 1 - x, y)
                        case .down: (sx, sy) = (width - 1 - x, height - 1 - y)
                        case .downMirrored: (sx, sy) = (x, height - 1 - y)
                        case .leftMirrored: (sx, sy) = (y, x)
                        case .right: (sx, sy) = (y, height - 1 - x)
                        case .rightMirrored: (sx, sy) = (width - 1 - y, height - 1 - x)
                        case .left: (sx, sy) = (width - 1 - y, x)
                        }
                        to[y * shownWidth + x] = from[sy * width + sx]
                    }
                }
            }
        }
        return DecodedImage(width: shownWidth, height: shownHeight, rgba: shown)
    }
}
