#ifndef PVD_BENCH_BASELINES_H
#define PVD_BENCH_BASELINES_H

#include <stddef.h>
#include <stdint.h>

/// The encoders previewd's own PNG path is measured against, only in `previewd-bench`. Each takes opaque cairo
/// ARGB32 rows (B,G,R,A in memory) and returns a malloc'd PNG in *out (the caller frees it) and its length, or
/// 0 on failure. In C because libpng reports errors through longjmp, which Swift cannot catch.

/// libpng 1.6 with every default (zlib level 6, adaptive filters), fed BGRA through png_set_bgr and
/// png_set_filler so it writes RGB: what `cairo_surface_write_to_png` does for an opaque frame.
size_t pvd_bench_libpng_default(const uint8_t *argb32, size_t stride, size_t width, size_t height, uint8_t **out);

/// previewd's previous encoder: a per-pixel conversion to RGB, then libspng at zlib level 1 with filtering off.
size_t pvd_bench_spng_level1(const uint8_t *argb32, size_t stride, size_t width, size_t height, uint8_t **out);

#endif
