#include "CPixelKernels.h"
#include <stdlib.h>
#include <string.h>

/* One [1 2 1] / 4 pass along `count` pixels `step` bytes apart, reading a copy so that each output sees the inputs
   before the pass; the neighbour past either end is the end pixel itself. */
static void soften_line(uint8_t *first, size_t step, size_t count, uint8_t *copy) {
    for (size_t i = 0; i < count; i++) memcpy(copy + i * 4, first + i * step, 4);
    for (size_t i = 0; i < count; i++) {
        const uint8_t *before = copy + (i > 0 ? i - 1 : 0) * 4;
        const uint8_t *here = copy + i * 4;
        const uint8_t *after = copy + (i + 1 < count ? i + 1 : i) * 4;
        uint8_t *out = first + i * step;
        for (int c = 0; c < 4; c++) out[c] = (uint8_t)((before[c] + 2 * here[c] + after[c] + 2) >> 2);
    }
}

void pvd_argb32_soften(uint8_t *pixels, size_t stride, size_t width, size_t height) {
    if (width == 0 || height == 0) return;
    uint8_t *copy = malloc((width > height ? width : height) * 4);
    if (!copy) return;
    for (size_t y = 0; y < height; y++) soften_line(pixels + y * stride, 4, width, copy);
    for (size_t x = 0; x < width; x++) soften_line(pixels + x * 4, stride, height, copy);
    free(copy);
}
