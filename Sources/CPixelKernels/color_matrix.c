#include "CPixelKernels.h"
#include <string.h>

/* 0...1, with anything that is not a number (a NaN from a hostile matrix) as 0: converting NaN to an integer is
   undefined behaviour. */
static float unit(float value) {
    if (!(value > 0.0f)) return 0.0f;
    return value > 1.0f ? 1.0f : value;
}

void pvd_argb32_color_matrix(uint8_t *pixels, size_t stride, size_t width, size_t height, const float *matrix) {
    for (size_t y = 0; y < height; y++) {
        uint8_t *row = pixels + y * stride;
        for (size_t x = 0; x < width; x++) {
            uint32_t pixel;
            memcpy(&pixel, row + 4 * x, sizeof pixel);
            float alpha = (float)(pixel >> 24) / 255.0f;
            float in[4] = {0.0f, 0.0f, 0.0f, alpha};
            if (alpha > 0.0f) {
                /* Cairo stores colour premultiplied by alpha; the matrix works on straight colour. */
                in[0] = unit((float)((pixel >> 16) & 0xff) / 255.0f / alpha);
                in[1] = unit((float)((pixel >> 8) & 0xff) / 255.0f / alpha);
                in[2] = unit((float)(pixel & 0xff) / 255.0f / alpha);
            }
            float out[4];
            for (int component = 0; component < 4; component++) {
                const float *weights = matrix + 5 * component;
                out[component] = unit(weights[0] * in[0] + weights[1] * in[1] + weights[2] * in[2] +
                                      weights[3] * in[3] + weights[4]);
            }
            uint32_t a = (uint32_t)(out[3] * 255.0f + 0.5f);
            uint32_t r = (uint32_t)(out[0] * out[3] * 255.0f + 0.5f);
            uint32_t g = (uint32_t)(out[1] * out[3] * 255.0f + 0.5f);
            uint32_t b = (uint32_t)(out[2] * out[3] * 255.0f + 0.5f);
            pixel = a << 24 | r << 16 | g << 8 | b;
            memcpy(row + 4 * x, &pixel, sizeof pixel);
        }
    }
}
