#include "CPreviewdShims.h"
#include <libwebsockets.h>
#include <string.h>

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

static const uint64_t FNV_PRIME = 0x100000001b3ULL;

uint64_t pvd_fnv1a64(const uint8_t *bytes, size_t count, uint64_t seed) {
    uint64_t h = seed;
    for (size_t i = 0; i < count; i++) {
        h ^= bytes[i];
        h *= FNV_PRIME;
    }
    return h;
}

/* Four FNV-1a-style chains per tile, each over every fourth 8-byte word (two pixels) of the tile's rows, joined
   at the end. One chain over single pixels waited on each multiply, about 3.3 ms per phone frame; four chains
   over words keep the multiplier busy, 0.85 ms. Each step, xor then multiply by an odd constant, is a bijection
   of the chain's state for a given word and of the word for a given state, and so is each step of the join for
   the chain it takes in: a single changed pixel still always changes its tile's hash. A tile's hash depends only
   on its own pixels, so hashing a tile-aligned part of a frame gives the same hashes as hashing the whole. Rows
   are read in memory order, a batch of tiles side by side at a time: tile by tile is twice as slow. */
enum { TILE_HASH_BATCH = 64 };

void pvd_argb32_tile_hashes(const uint8_t *src, size_t src_stride, size_t width, size_t height, size_t tile, uint64_t *out) {
    size_t columns = (width + tile - 1) / tile;
    uint64_t chains[TILE_HASH_BATCH][4];
    for (size_t top = 0; top < height; top += tile) {
        size_t bottom = top + tile < height ? top + tile : height;
        for (size_t first = 0; first < columns; first += TILE_HASH_BATCH) {
            size_t last = first + TILE_HASH_BATCH < columns ? first + TILE_HASH_BATCH : columns;
            for (size_t c = first; c < last; c++)
                for (unsigned i = 0; i < 4; i++) chains[c - first][i] = 0xcbf29ce484222325ULL + i;
            for (size_t y = top; y < bottom; y++) {
                const uint8_t *row = src + y * src_stride;
                for (size_t c = first; c < last; c++) {
                    uint64_t *chain = chains[c - first];
                    uint64_t h0 = chain[0], h1 = chain[1], h2 = chain[2], h3 = chain[3];
                    size_t x = c * tile, end = x + tile < width ? x + tile : width;
                    for (; x + 8 <= end; x += 8) {
                        uint64_t words[4];
                        memcpy(words, row + 4 * x, sizeof words);
                        h0 = (h0 ^ words[0]) * FNV_PRIME;
                        h1 = (h1 ^ words[1]) * FNV_PRIME;
                        h2 = (h2 ^ words[2]) * FNV_PRIME;
                        h3 = (h3 ^ words[3]) * FNV_PRIME;
                    }
                    for (; x < end; x++) {
                        uint32_t pixel;
                        memcpy(&pixel, row + 4 * x, sizeof pixel);
                        h0 = (h0 ^ pixel) * FNV_PRIME;
                    }
                    chain[0] = h0;
                    chain[1] = h1;
                    chain[2] = h2;
                    chain[3] = h3;
                }
            }
            for (size_t c = first; c < last; c++) {
                const uint64_t *chain = chains[c - first];
                out[(top / tile) * columns + c] =
                    (((chain[0] ^ chain[1]) * FNV_PRIME ^ chain[2]) * FNV_PRIME ^ chain[3]) * FNV_PRIME;
            }
        }
    }
}
