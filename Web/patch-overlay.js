// Paints a damage frame's changed rectangles over the <img> that shows the frame they apply to, each as a small
// canvas of its own, so an edit is on screen as soon as a few kilobytes of patches are decoded. Composing the full
// image means decoding the whole base frame and encoding the result again (over a hundred milliseconds for a phone
// frame); that happens in the background (damage.js), and once the <img> shows the full image the patches go.
// Canvases, not <img> elements: a patch is decoded from the message's bytes (decodePatch: about 0.1 ms for a small
// PNG with ImageDecoder), where an <img> needs a Blob, its URL and img.decode() (about 3 ms each in Chromium).

import { decodePatch } from "./damage.js";
import { mark } from "./timing.js";

export class PatchOverlay {
  /// `image` is the <img> that shows full frames; its parent must be a positioned box of exactly the image's size
  /// (the patches are placed in percent of it, so they follow whatever size the image is shown at).
  constructor(image) {
    this.image = image;
    /// The hash of what is on screen: the image's frame, or the frame the newest patches made of it.
    this.showing = null;
    /// Patches laid over the image, oldest first: { hash, elements }.
    this.layers = [];
    /// The newest layer's placing: a layer goes in after the one before it, whichever decodes first.
    this.placed = Promise.resolve();
  }

  /// Lays a damage frame's patches ({ header, base, patches }) over the image when they apply to what is on screen;
  /// resolves once they are decoded and in place (false when they do not apply).
  async paint({ header, base, patches }) {
    if (!this.showing || base !== this.showing) return false;
    this.showing = header.hash;
    const key = `${header.preview}/${header.target}`;
    mark("shown", { key, hash: header.hash });
    const elements = patches.map(({ rect }) => {
      const element = document.createElement("canvas");
      element.className = "patch";
      element.width = rect.width;
      element.height = rect.height;
      element.dataset.key = key;
      element.dataset.hash = header.hash;
      Object.assign(element.style, {
        left: `${(rect.x / header.width) * 100}%`,
        top: `${(rect.y / header.height) * 100}%`,
        width: `${(rect.width / header.width) * 100}%`,
        height: `${(rect.height / header.height) * 100}%`,
      });
      return element;
    });
    const layer = { hash: header.hash, elements };
    this.layers.push(layer);
    // Decoded before they go in, so the change appears whole in one paint, and on top of the layers before it. A
    // patch that cannot be decoded leaves its canvas empty (transparent); the full image that follows covers it.
    const decoded = Promise.all(patches.map((patch) => decodePatch(patch).catch(() => null)));
    this.placed = Promise.all([decoded, this.placed]);
    const [images] = await this.placed;
    if (!this.layers.includes(layer)) {
      // The full image came first.
      for (const image of images) image?.close();
      return false;
    }
    elements.forEach((element, index) => {
      if (!images[index]) return;
      element.getContext("2d").drawImage(images[index], 0, 0);
      images[index].close();
    });
    this.image.parentElement.append(...elements);
    mark("decoded", { key, hash: header.hash });
    return true;
  }

  /// The image was given the full frame `hash` (or something else: another preview, a restored frame). Once it
  /// is decoded, the patches it contains go; newer ones stay on top of it.
  settle(hash) {
    const index = this.layers.findIndex((layer) => layer.hash === hash);
    const covered = this.layers.splice(0, index >= 0 ? index + 1 : this.layers.length);
    if (index < 0 || this.layers.length === 0) this.showing = hash;
    if (covered.length === 0) return;
    const remove = () => {
      for (const { elements } of covered) {
        for (const element of elements) element.remove();
      }
    };
    this.image.decode().then(remove, remove);
  }
}
