#include "CPixelKernels.h"
#include <string.h>

/* The tail of a row, and every row where SSSE3 is missing: one pixel at a time. */
static void argb32_to_rgb(const uint8_t *row, uint8_t *out, size_t count) {
    for (size_t x = 0; x < count; x++) {
        uint32_t pixel;
        memcpy(&pixel, row + 4 * x, sizeof pixel);
        out[3 * x] = (uint8_t)(pixel >> 16);
        out[3 * x + 1] = (uint8_t)(pixel >> 8);
        out[3 * x + 2] = (uint8_t)pixel;
    }
}

#if defined(__x86_64__)
#include <immintrin.h>

/* Four pixels per shuffle: 0.6 instead of 1.75 ms for a phone frame. Each 16-byte store runs 4 bytes past the
   12 it fills, which the next store overwrites; the loop stops while 16 bytes still fit in the row, so nothing
   past the row (the next row's filter byte, or the end of the buffer) is touched before the tail is written. */
__attribute__((target("ssse3"))) static void scanlines_ssse3(
    const uint8_t *src, size_t src_stride, uint8_t *dst, size_t width, size_t height) {
    /* Little-endian ARGB32 is B,G,R,A in memory: R,G,B of four pixels into the first 12 bytes. */
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    for (size_t y = 0; y < height; y++) {
        const uint8_t *row = src + y * src_stride;
        uint8_t *out = dst + y * (1 + width * 3);
        *out++ = 0; /* PNG filter type 0 (None) */
        size_t x = 0;
        for (; x + 6 <= width; x += 4, out += 12) {
            __m128i pixels = _mm_loadu_si128((const __m128i *)(row + 4 * x));
            _mm_storeu_si128((__m128i *)out, _mm_shuffle_epi8(pixels, order));
        }
        argb32_to_rgb(row + 4 * x, out, width - x);
    }
}
#endif

void pvd_argb32_to_png_scanlines(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t width, size_t height) {
#if defined(__x86_64__)
    if (__builtin_cpu_supports("ssse3")) {
        scanlines_ssse3(src, src_stride, dst, width, height);
        return;
    }
#endif
    for (size_t y = 0; y < height; y++) {
        uint8_t *out = dst + y * (1 + width * 3);
        *out = 0; /* PNG filter type 0 (None) */
        argb32_to_rgb(src + y * src_stride, out + 1, width);
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

void pvd_argb32_tile_hashes(const uint8_t *src, size_t src_stride, size_t width, size_t height, size_t tile,
                            uint64_t *out) {
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
