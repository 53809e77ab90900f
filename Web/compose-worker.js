// Composes damage frames into full images off the page's main thread (damage.js sends the work here): the base
// image and the patches in, the full PNG out.

import { composite } from "./damage.js";

onmessage = async ({ data: { id, base, header, patches } }) => {
  try {
    postMessage({ id, image: await composite(base, header, patches) });
  } catch (error) {
    postMessage({ id, error: String(error?.message ?? error) });
  }
};
