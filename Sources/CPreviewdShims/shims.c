#include "CPreviewdShims.h"
#include <libwebsockets.h>

size_t pvd_lws_pre(void) { return LWS_PRE; }

void pvd_argb32_to_png_scanlines(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t width, size_t height) {
    for (size_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(src + y * src_stride);
        uint8_t *out = dst + y * (1 + width * 3);
        *out++ = 0; /* PNG filter type 0 (None) */
        for (size_t x = 0; x < width; x++) {
            uint32_t px = row[x];
            out[0] = (uint8_t)(px >> 16);
            out[1] = (uint8_t)(px >> 8);
            out[2] = (uint8_t)px;
            out += 3;
        }
    }
}

uint64_t pvd_fnv1a64(const uint8_t *bytes, size_t count, uint64_t seed) {
    uint64_t h = seed;
    for (size_t i = 0; i < count; i++) {
        h ^= bytes[i];
        h *= 0x100000001b3ULL;
    }
    return h;
}

void pvd_argb32_tile_hashes(const uint8_t *src, size_t src_stride, size_t width, size_t height, size_t tile, uint64_t *out) {
    size_t columns = (width + tile - 1) / tile;
    for (size_t y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(src + y * src_stride);
        uint64_t *hashes = out + (y / tile) * columns;
        if (y % tile == 0) {
            for (size_t c = 0; c < columns; c++) hashes[c] = 0xcbf29ce484222325ULL;
        }
        for (size_t c = 0; c < columns; c++) {
            size_t end = (c + 1) * tile < width ? (c + 1) * tile : width;
            uint64_t h = hashes[c];
            /* FNV-1a's step over whole pixels: xor then multiply by an odd prime are both bijections, so a
               single differing pixel always yields a different tile hash. */
            for (size_t x = c * tile; x < end; x++) {
                h ^= row[x];
                h *= 0x100000001b3ULL;
            }
            hashes[c] = h;
        }
    }
}
