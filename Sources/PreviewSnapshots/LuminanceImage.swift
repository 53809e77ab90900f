/// An image as the luminance people see, 0 (black) to 255 (white), which is what structural similarity compares.
package struct LuminanceImage: Equatable, Sendable {
    package var width: Int
    package var height: Int
    /// Row by row, `width * height` values.
    package var values: [Double]

    package init(width: Int, height: Int, values: [Double]) {
        precondition(
            width >= 0 && height >= 0 && values.count == width * height, "luminance values do not fill the image")
        self.width = width
        self.height = height
        self.values = values
    }

    /// Straight (not premultiplied) RGBA8 pixels, composited over white as an image viewer shows a reference with
    /// transparency, weighted as ITU-R BT.601 luma (0.299 R + 0.587 G + 0.114 B).
    package init(rgba: [UInt8], width: Int, height: Int) {
        precondition(rgba.count == width * height * 4, "RGBA bytes do not fill the image")
        var values = [Double](repeating: 0, count: width * height)
        rgba.withUnsafeBufferPointer { pixels in
            for index in 0..<(width * height) {
                let alpha = Double(pixels[index * 4 + 3]) / 255
                let luma = 0.299 * Double(pixels[index * 4]) + 0.587 * Double(pixels[index * 4 + 1])
                    + 0.114 * Double(pixels[index * 4 + 2])
                values[index] = luma * alpha + 255 * (1 - alpha)
            }
        }
        self.init(width: width, height: height, values: values)
    }

    /// This image in the top-left corner of a white canvas of `width` × `height` (at least its own size), so two
    /// images of different sizes can be compared: what one has and the other lacks counts as a difference.
    package func padded(toWidth newWidth: Int, height newHeight: Int) -> LuminanceImage {
        guard newWidth != width || newHeight != height else { return self }
        precondition(newWidth >= width && newHeight >= height, "padding cannot shrink an image")
        var padded = [Double](repeating: 255, count: newWidth * newHeight)
        for y in 0..<height {
            for x in 0..<width { padded[y * newWidth + x] = values[y * width + x] }
        }
        return LuminanceImage(width: newWidth, height: newHeight, values: padded)
    }
}
