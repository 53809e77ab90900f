// A dashboard tile's picture: a canvas the size the tile is shown at (CSS px × devicePixelRatio), not the frame's
// full resolution. A full frame is decoded and scaled to that size off the main thread (createImageBitmap with
// resizeWidth), once; a damage frame's patches are decoded (a few kilobytes, damage.js decodePatch) and drawn
// scaled at their places. The page then never holds, decodes or rasterises a phone-sized image for an 88 px tile,
// and an edit needs no full image at all: the whole frame is composed only when someone asks for it (the focused
// view, a new tile size, a tile coming into sight).

import { decodePatch } from "./damage.js";
import { mark } from "./timing.js";

const BITMAP_OPTIONS = { colorSpaceConversion: "none", premultiplyAlpha: "default" };

export class TileView {
  /// `canvas`: the tile's canvas. `key`: "preview/target" (for the timing marks). `width()`: the canvas width in
  /// device pixels the tile is shown at now. `fullFrame()`: a promise of the key's newest whole frame
  /// ({ header, image } or null), composed from the patches received since its last full frame.
  constructor(canvas, key, width, fullFrame) {
    this.canvas = canvas;
    this.key = key;
    this.width = width;
    this.fullFrame = fullFrame;
    this.refreshing = false;
    this.context = canvas.getContext("2d");
    /// The frame the canvas shows once every queued drawing is done; patches apply only to it.
    this.expected = null;
    /// Drawings are applied in the order frames arrived; each one's decoding starts at once.
    this.queue = Promise.resolve();
    /// Bumped by each full frame: drawings queued before it are dropped (the newer frame covers them).
    this.generation = 0;
    /// Whether the tile is in or near the window; tiles out of sight draw nothing until they come into it.
    this.visible = true;
    /// Something arrived while out of sight or at another size: redraw from the whole frame when next visible.
    this.stale = false;
  }

  /// The canvas size for a frame: the tile's width, the frame's aspect ratio.
  sizeFor(header) {
    const width = Math.max(1, Math.round(this.width()));
    return { width, height: Math.max(1, Math.round((width * header.height) / header.width)) };
  }

  /// Shows a full frame { header, image: Blob }; resolves true once drawn, false when a newer frame or the tile
  /// going out of sight took its place.
  showFull({ header, image }) {
    this.expected = header.hash;
    const generation = ++this.generation;
    if (!this.visible) {
      this.stale = true;
      return Promise.resolve(false);
    }
    this.stale = false;
    mark("shown", { key: this.key, hash: header.hash });
    const size = this.sizeFor(header);
    const decoded = createImageBitmap(image, {
      ...BITMAP_OPTIONS, resizeWidth: size.width, resizeHeight: size.height, resizeQuality: "high",
    });
    return this.enqueue(decoded, generation, (bitmap) => {
      if (this.canvas.width !== size.width || this.canvas.height !== size.height) {
        // A new size clears the canvas; the frame below covers all of it.
        this.canvas.width = size.width;
        this.canvas.height = size.height;
      }
      // At the canvas's size even where a browser ignored resizeWidth and decoded the frame whole.
      this.context.imageSmoothingEnabled = true;
      this.context.imageSmoothingQuality = "high";
      this.context.drawImage(bitmap, 0, 0, size.width, size.height);
      bitmap.close();
      this.drawn(header, false);
    });
  }

  /// Draws a damage frame's patches ({ header, base, patches: [{ rect, image }] }) over the frame shown; resolves
  /// false when they do not apply to it (the caller redraws from the whole frame).
  showPatches({ header, base, patches }) {
    // Patches that do not apply to what the canvas shows (a frame it could not decode) are drawn from the whole
    // frame instead, like those of a tile out of sight.
    const applies = base === this.expected;
    this.expected = header.hash;
    if (!applies || !this.visible || this.stale) {
      this.stale = true;
      if (this.visible) this.refresh();
      return Promise.resolve(false);
    }
    mark("shown", { key: this.key, hash: header.hash });
    const generation = this.generation;
    const decoded = Promise.all(patches.map(decodePatch));
    return this.enqueue(decoded, generation, (images) => {
      // The canvas was sized for a frame of this key; its scale maps the frame's pixels onto it.
      const scaleX = this.canvas.width / header.width;
      const scaleY = this.canvas.height / header.height;
      this.context.imageSmoothingEnabled = true;
      this.context.imageSmoothingQuality = "high";
      patches.forEach(({ rect }, index) => {
        this.context.drawImage(images[index], rect.x * scaleX, rect.y * scaleY, rect.width * scaleX,
          rect.height * scaleY);
        images[index].close();
      });
      this.drawn(header, true);
    });
  }

  /// The tile came into sight or left it.
  setVisible(visible) {
    this.visible = visible;
    if (visible && this.stale) this.refresh();
  }

  /// The tile is shown at another size (zoom, devicePixelRatio): drawn again from the whole frame.
  resize() {
    if (!this.expected || this.canvas.width === Math.round(this.width())) return;
    this.stale = true;
    if (this.visible) this.refresh();
  }

  /// Draws the key's whole frame, composed from what arrived since its last full frame; again if more arrived
  /// while it was being composed.
  refresh() {
    if (this.refreshing) return;
    this.refreshing = true;
    this.fullFrame().then((frame) => {
      this.refreshing = false;
      if (!frame || !this.stale || !this.visible) return;
      if (frame.header.hash !== this.expected) this.refresh();
      else this.showFull(frame);
    }, () => {
      this.refreshing = false;
    });
  }

  /// Runs `draw(decoded)` after every drawing queued before, unless a newer full frame came meanwhile.
  enqueue(decoding, generation, draw) {
    const done = Promise.all([decoding, this.queue]).then(([decoded]) => {
      if (generation !== this.generation) {
        for (const image of [decoded].flat()) image.close();
        return false;
      }
      draw(decoded);
      return true;
    });
    // A frame that cannot be decoded leaves the canvas as it was; the next full frame draws again.
    this.queue = done.catch(() => false);
    return this.queue;
  }

  /// The tile names the frame its canvas shows (data-hash), for the browser tests and a look in the inspector.
  drawn(header, patch) {
    const tile = this.canvas.closest(".tile");
    if (tile) tile.dataset.hash = header.hash;
    mark("decoded", { key: this.key, hash: header.hash, patch });
  }
}
