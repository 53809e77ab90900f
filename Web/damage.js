// Damage frames (Documentation/Protocol.md, "Damage frames"): the daemon sends only the rectangles that changed
// since the frame this client holds for a key, and this turns them back into whole images, so the views and the
// IndexedDB frame cache only ever see full frames.

/// Whether this browser can composite damage frames (what `hello.formats` offers).
export function canComposite() {
  return typeof createImageBitmap === "function" && (typeof OffscreenCanvas === "function" || typeof document === "object");
}

/// The byte slices of a damage frame's patches, after the header, in `rects` order.
export function patchBlobs(header, payload) {
  const blobs = [];
  let offset = 0;
  for (const rect of header.rects) {
    if (!(rect.length > 0) || offset + rect.length > payload.size) throw new Error("damage patch outside the frame");
    blobs.push(payload.slice(offset, offset + rect.length, payload.type));
    offset += rect.length;
  }
  return blobs;
}

/// Keeps the newest full image of every (preview, target) and applies damage frames on top of it.
export class FrameCompositor {
  constructor() {
    /// "preview/target" → { hash, image: Blob }
    this.images = new Map();
    /// Damage frames applied and refused, for the browser tests and for a look in the developer tools.
    this.counts = { composited: 0, refused: 0 };
  }

  /// Resolves to the full frame { header, image } a received frame stands for, or null for a damage frame whose
  /// base this client does not hold (the daemon only sends one when it knows we hold it, so this means a bug).
  async resolve({ header, image }) {
    const key = `${header.preview}/${header.target}`;
    if (header.kind !== "damage") {
      this.images.set(key, { hash: header.hash, image });
      return { header, image };
    }
    const base = this.images.get(key);
    if (!base || base.hash !== header.base) {
      console.warn("previewd: a damage frame for", key, "does not apply to the image held; waiting for a full frame");
      this.counts.refused += 1;
      return null;
    }
    const full = await composite(base.image, header, patchBlobs(header, image));
    const { kind, base: _base, baseSeq, rects, ...fullHeader } = header;
    this.images.set(key, { hash: header.hash, image: full });
    this.counts.composited += 1;
    return { header: fullHeader, image: full };
  }

  /// Forgets every image (nothing held means every damage frame is refused until full frames arrive).
  clear() {
    this.images.clear();
  }
}

/// Draws the base image and the patches at their places, and encodes the result as PNG (lossless, so the image
/// equals the daemon's full frame pixel for pixel).
async function composite(baseImage, header, patches) {
  const options = { colorSpaceConversion: "none", premultiplyAlpha: "none" };
  const canvas = typeof OffscreenCanvas === "function"
    ? new OffscreenCanvas(header.width, header.height)
    : Object.assign(document.createElement("canvas"), { width: header.width, height: header.height });
  const context = canvas.getContext("2d");
  const base = await createImageBitmap(baseImage, options);
  context.drawImage(base, 0, 0);
  base.close();
  const bitmaps = await Promise.all(patches.map((patch) => createImageBitmap(patch, options)));
  header.rects.forEach((rect, index) => {
    context.drawImage(bitmaps[index], rect.x, rect.y);
    bitmaps[index].close();
  });
  if (canvas.convertToBlob) return canvas.convertToBlob({ type: "image/png" });
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}
