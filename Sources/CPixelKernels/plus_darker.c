#include "CPixelKernels.h"
#include <string.h>

/* Apple's plusDarker on premultiplied components (Compositing Level 2's plus-darker): the alpha is the sum of both,
   at most 1, and each colour that alpha less what the two layers lack of their own alpha, at least 0. Over an
   opaque backdrop that is 1 - ((1 - s) + (1 - d)); a transparent source leaves the backdrop as it is. */
void pvd_argb32_plus_darker(uint8_t *backdrop, size_t backdrop_stride, const uint8_t *source, size_t source_stride,
                            size_t width, size_t height) {
    for (size_t y = 0; y < height; y++) {
        uint8_t *out_row = backdrop + y * backdrop_stride;
        const uint8_t *in_row = source + y * source_stride;
        for (size_t x = 0; x < width; x++) {
            uint32_t d, s;
            memcpy(&d, out_row + 4 * x, sizeof d);
            memcpy(&s, in_row + 4 * x, sizeof s);
            int32_t da = (int32_t)(d >> 24), sa = (int32_t)(s >> 24);
            int32_t alpha = da + sa > 255 ? 255 : da + sa;
            uint32_t pixel = (uint32_t)alpha << 24;
            for (int shift = 0; shift < 24; shift += 8) {
                int32_t dc = (int32_t)((d >> shift) & 0xff), sc = (int32_t)((s >> shift) & 0xff);
                int32_t component = alpha - (da - dc) - (sa - sc);
                if (component < 0) component = 0;
                if (component > alpha) component = alpha;
                pixel |= (uint32_t)component << shift;
            }
            memcpy(out_row + 4 * x, &pixel, sizeof pixel);
        }
    }
}
