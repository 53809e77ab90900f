// Damage frames (Documentation/Protocol.md, "Damage frames"): the daemon sends only the rectangles that changed
// since the frame this client holds for a key. Views get the patches at once (patch-overlay.js lays them over the
// image shown), and this turns them back into whole images in the background, in a worker where it can, for the
// views and the IndexedDB frame cache.

/// Whether this browser can composite damage frames (what `hello.formats` offers).
export function canComposite() {
  return typeof createImageBitmap === "function" && (typeof OffscreenCanvas === "function" || typeof document === "object");
}

/// One changed rectangle of a damage frame: its place, its encoded image's bytes (a view of the message) and, made
/// when first asked for, a Blob of them.
class Patch {
  constructor(rect, bytes, type) {
    this.rect = rect;
    this.bytes = bytes;
    this.type = type;
    this.blob = null;
  }

  get image() {
    this.blob ??= new Blob([this.bytes], { type: this.type });
    return this.blob;
  }
}

/// A damage frame's patches, from the bytes after its header, in `rects` order.
export function patchesOf(header, bytes, type) {
  const patches = [];
  let offset = 0;
  for (const rect of header.rects) {
    if (!(rect.length > 0) || offset + rect.length > bytes.length) throw new Error("damage patch outside the frame");
    patches.push(new Patch(rect, bytes.subarray(offset, offset + rect.length), type));
    offset += rect.length;
  }
  return patches;
}

/// Decodes a patch off the main thread into something drawImage takes (close() it after): with ImageDecoder
/// straight from its bytes where the browser has it (secure contexts: localhost, HTTPS), about ten times sooner for
/// a small image than createImageBitmap, which must read a Blob back from the browser process; elsewhere that.
export async function decodePatch(patch) {
  if (typeof ImageDecoder === "function") {
    const decoder = new ImageDecoder({ data: patch.bytes, type: patch.type });
    try {
      return (await decoder.decode()).image;
    } finally {
      decoder.close();
    }
  }
  return createImageBitmap(patch.image, { colorSpaceConversion: "none" });
}

/// How long a key's damage frames wait to be composed into its full image: a burst of edits is composed once, and
/// the decoding and encoding stay off the path of the next frame's patches.
const COMPOSE_AFTER_MS = 250;
/// Damage frames of a key nobody asked the full image of that are composed all the same, so they do not pile up.
const PENDING_FRAMES_LIMIT = 32;

/// Keeps the newest frame of every (preview, target) and applies damage frames on top of it. A damage frame's
/// patches are handed over at once (a view can lay them over the image it shows); the full image they make is
/// composed in the background, once for a burst of damage frames, and handed over when it is ready.
export class FrameCompositor {
  /// `composeInBackground(key)`: whether a key's damage frames are composed into its full image as they come (a
  /// view shows that image); otherwise only when `fullFrame(key)` asks, or when many have piled up.
  constructor({ composeInBackground = () => true } = {}) {
    this.composeInBackground = composeInBackground;
    /// "preview/target" → { hash, image: Promise<Blob> of the newest composed frame, pending: patches not in it,
    /// timer }
    this.images = new Map();
    /// Damage frames composed and refused, for the browser tests and for a look in the developer tools.
    this.counts = { composited: 0, refused: 0 };
  }

  /// What a received frame stands for: a full frame { header, image: Blob } as it came; for a damage frame
  /// { header (of the resulting full frame), base, patches: [{ rect, image: Blob }] }, and `whenComposed(full)`
  /// gets its full image later, unless a newer frame of the key came first; null for a damage frame whose base
  /// this client does not hold (the daemon only sends one when it knows we hold it, so this means a bug).
  accept(frame, whenComposed) {
    const { header } = frame;
    const key = `${header.preview}/${header.target}`;
    const held = this.images.get(key);
    if (header.kind !== "damage") {
      const { image } = frame;
      clearTimeout(held?.timer);
      this.images.set(key, { hash: header.hash, header, image: Promise.resolve(image), pending: [], timer: null });
      return { header, image };
    }
    if (!held || held.hash !== header.base) {
      console.warn("previewd: a damage frame for", key, "does not apply to the image held; waiting for a full frame");
      this.counts.refused += 1;
      return null;
    }
    const patches = patchesOf(header, frame.bytes, frame.type);
    const { kind, base, baseSeq, rects, ...fullHeader } = header;
    held.hash = header.hash;
    held.header = fullHeader;
    held.pending.push(...patches);
    held.frames = (held.frames ?? 0) + 1;
    held.whenComposed = whenComposed;
    clearTimeout(held.timer);
    held.timer = null;
    // Patches waiting for a view to ask are a few kilobytes each; a long run of edits is folded in all the same.
    if (this.composeInBackground(key) || held.frames >= PENDING_FRAMES_LIMIT) {
      held.timer = setTimeout(() => this.compose(key, held), COMPOSE_AFTER_MS);
    }
    return { header: fullHeader, base, patches };
  }

  /// The newest full frame of `key` ({ header, image: Blob }), with the patches received since composed into it
  /// first; null when this client holds no frame of it.
  async fullFrame(key) {
    const held = this.images.get(key);
    if (!held) return null;
    if (held.pending.length) this.compose(key, held);
    const header = held.header;
    return { header, image: await held.image };
  }

  /// Draws every pending patch of `key` over its last composed image; the result is the key's image from then on,
  /// handed to `whenComposed` of the newest damage frame when a view shows it (composeInBackground).
  compose(key, held) {
    const patches = held.pending.splice(0);
    const frames = held.frames;
    const header = held.header;
    held.frames = 0;
    clearTimeout(held.timer);
    held.timer = null;
    held.image = held.image.then((base) => composeOffThePage(base, header, patches));
    held.image.then(
      (full) => {
        this.counts.composited += frames;
        if (this.images.get(key) === held && held.hash === header.hash && this.composeInBackground(key)) {
          held.whenComposed?.({ header, image: full });
        }
      },
      (error) => {
        // Nothing to draw further patches on: refuse them until the next full frame.
        console.warn("previewd: cannot compose", key, error?.message ?? error);
        if (this.images.get(key) === held) this.images.delete(key);
      });
  }
}

/// The worker that composes (compose-worker.js), false where the browser cannot compose in one (no OffscreenCanvas
/// there); started with the first damage frame.
let worker = null;
const waiting = new Map();
let nextJob = 0;

/// Composes in a worker where the browser can: decoding the whole base frame and encoding the result (over a
/// hundred milliseconds for a phone frame) would otherwise hold up the page's main thread, and with it the next
/// frame's messages and paints. Elsewhere on the page.
function composeOffThePage(baseImage, header, patches) {
  if (worker === null) {
    try {
      worker = typeof Worker === "function" && typeof OffscreenCanvas === "function"
        ? new Worker(new URL("./compose-worker.js", import.meta.url), { type: "module" })
        : false;
    } catch {
      worker = false;
    }
    if (worker) {
      worker.onmessage = ({ data }) => {
        const job = waiting.get(data.id);
        waiting.delete(data.id);
        if (data.image) job?.resolve(data.image);
        else job?.reject(new Error(data.error ?? "the worker could not compose"));
      };
      // A worker that cannot start (an old browser without module workers) leaves the work to the page.
      worker.onerror = () => {
        worker = false;
        for (const job of waiting.values()) job.fallback();
        waiting.clear();
      };
    }
  }
  if (!worker) return composite(baseImage, header, patches);
  return new Promise((resolve, reject) => {
    const id = nextJob++;
    const fallback = () => composite(baseImage, header, patches).then(resolve, reject);
    waiting.set(id, { resolve, reject, fallback });
    // Only what the worker needs: a patch's bytes are a view of the whole message, which would be copied along.
    const sent = patches.map(({ rect, image }) => ({ rect, image }));
    worker.postMessage({ id, base: baseImage, header: { width: header.width, height: header.height }, patches: sent });
  });
}

/// Draws the base image and the patches at their places, and encodes the result as PNG (lossless, so the image
/// equals the daemon's full frame pixel for pixel).
export async function composite(baseImage, header, patches) {
  const options = { colorSpaceConversion: "none", premultiplyAlpha: "none" };
  const canvas = typeof OffscreenCanvas === "function"
    ? new OffscreenCanvas(header.width, header.height)
    : Object.assign(document.createElement("canvas"), { width: header.width, height: header.height });
  const context = canvas.getContext("2d");
  const base = await createImageBitmap(baseImage, options);
  context.drawImage(base, 0, 0);
  base.close();
  const bitmaps = await Promise.all(patches.map((patch) => createImageBitmap(patch.image, options)));
  patches.forEach(({ rect }, index) => {
    context.drawImage(bitmaps[index], rect.x, rect.y);
    bitmaps[index].close();
  });
  if (canvas.convertToBlob) return canvas.convertToBlob({ type: "image/png" });
  return new Promise((resolve) => canvas.toBlob(resolve, "image/png"));
}
