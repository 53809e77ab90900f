/// The largest width or height of a PNG previews decode, and of a JPEG at the smallest scale it is decoded at (1/8):
/// anything larger is refused before pixels are allocated. The asset catalog skips such files with a diagnostic, so
/// a preview that names one says why it shows a box.
package let maximumDecodedPixelSide = 16384
