#ifndef PVD_PIXEL_KERNELS_H
#define PVD_PIXEL_KERNELS_H

/* Per-pixel and per-bit loops that must stay fast in debug builds: the PNG path's scanline conversion, content and
   tile hashes and deflate splicer, and the colour filters and blend modes of the renderer's layers. Only
   libdeflate is linked. */

#include <stddef.h>
#include <stdint.h>

/// Converts cairo's native-endian premultiplied ARGB32 rows (B,G,R,A in memory on little-endian machines)
/// straight into PNG scanlines: per row one filter-type byte (0, None) and then tightly packed 8-bit R,G,B,
/// `height * (1 + width * 3)` bytes in all, ready for deflate. Doing the filter byte in the same pass saves the
/// encoder a second walk over 9 MB per phone frame. No un-premultiplying: the renderer always paints an opaque
/// background first, so every pixel has alpha 255. Per-pixel loops live in C so that debug builds of the daemon
/// (what `swift test` and the end-to-end tests run) still encode a 3-megapixel frame quickly.
void pvd_argb32_to_png_scanlines(const uint8_t *src, size_t src_stride, uint8_t *dst, size_t width, size_t height);

/// 64-bit FNV-1a over `count` bytes, continuing from `seed` (pass 0xcbf29ce484222325 to start).
/// Used for content hashes of encoded frames; in C for the same reason as above.
uint64_t pvd_fnv1a64(const uint8_t *bytes, size_t count, uint64_t seed);

/// One 64-bit hash per `tile`×`tile` square of an ARGB32 raster (the last row and column of tiles may be
/// smaller), row-major into `out`, which holds ceil(width/tile)×ceil(height/tile) values. Hashes 8-byte words in
/// four chains per tile (pixels.c), under a millisecond for a phone frame; any single changed pixel changes its
/// tile's hash, and a tile-aligned part of a raster hashes its tiles as the whole raster does.
void pvd_argb32_tile_hashes(const uint8_t *src, size_t src_stride, size_t width, size_t height, size_t tile,
                            uint64_t *out);

/// Passes every pixel of a cairo ARGB32 raster (premultiplied) through a 4x5 colour matrix, in place: straight
/// R, G, B, A from 0 to 1 in, each output component the sum of the four inputs times a row's first four entries
/// plus its fifth, clamped to 0...1 (a component that is not a number becomes 0), then premultiplied again. `matrix`
/// holds 20 entries, row-major (red, green, blue, alpha out), as SVG's feColorMatrix.
void pvd_argb32_color_matrix(uint8_t *pixels, size_t stride, size_t width, size_t height, const float *matrix);

/// Composites `source` onto `backdrop` in place with Apple's plusDarker blend mode (`max(0, 1 - ((1 - s) + (1 - d)))`
/// over an opaque backdrop), both cairo ARGB32 rasters (premultiplied) of `width`×`height` pixels. Cairo has no such
/// operator.
void pvd_argb32_plus_darker(uint8_t *backdrop, size_t backdrop_stride, const uint8_t *source, size_t source_stride,
                            size_t width, size_t height);

/// Softens a cairo ARGB32 raster (premultiplied) in place with the kernel [1 2 1] / 4 across each row and then down
/// each column, the pixels past an edge taken to repeat the edge's. Run twice, it is close to a Gaussian of one pixel;
/// the renderer runs it on a backdrop shrunk by half a blur radius, where it costs next to nothing.
void pvd_argb32_soften(uint8_t *pixels, size_t stride, size_t width, size_t height);

/// Compresses PNG scanlines (as above: filter None, 8-bit RGB) into one zlib stream for an IDAT chunk. Runs of
/// rows that repeat the row above in a single colour are written as deflate blocks directly and the rest goes
/// through libdeflate at the deflater's level, spliced into the same stream (see scanline_deflate.c); a frame
/// without such runs goes through libdeflate whole. Not thread-safe: one deflater keeps its buffers between frames.
typedef struct pvd_scanline_deflater pvd_scanline_deflater;

/// What one compression did: rows written as flat blocks, and how many pieces went through libdeflate.
typedef struct {
    size_t flat_rows;
    size_t segments;
} pvd_scanline_deflate_stats;

/// NULL if libdeflate cannot allocate a compressor at `level` (0...12).
pvd_scanline_deflater *pvd_scanline_deflater_new(int level);
void pvd_scanline_deflater_free(pvd_scanline_deflater *deflater);
/// The most bytes `pvd_scanline_zlib_compress` writes for `count` bytes of scanlines.
size_t pvd_scanline_zlib_bound(pvd_scanline_deflater *deflater, size_t count);
/// The zlib stream's length in `out`, or 0 when it needs more than `capacity` bytes: with
/// `pvd_scanline_zlib_bound` bytes it cannot fail. The stream is the same whatever room it is given, so a caller
/// may try a small buffer first and a larger one only when that returns 0. `stats` may be NULL.
size_t pvd_scanline_zlib_compress(pvd_scanline_deflater *deflater, const uint8_t *scanlines, size_t width,
                                  size_t height, uint8_t *out, size_t capacity, pvd_scanline_deflate_stats *stats);
/// Bytes of scratch memory the deflater keeps between frames, besides libdeflate's compressor.
size_t pvd_scanline_deflater_kept_bytes(const pvd_scanline_deflater *deflater);
/// The same stream from libdeflate alone, in one call (the previous encoder, for the benchmark's comparison).
size_t pvd_scanline_zlib_compress_whole(pvd_scanline_deflater *deflater, const uint8_t *scanlines, size_t width,
                                        size_t height, uint8_t *out, size_t capacity);

#endif
