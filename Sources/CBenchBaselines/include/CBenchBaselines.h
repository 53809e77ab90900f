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

/// The fan-out benchmark's clients: reads WebSocket connections that are already upgraded (`fds`) with one epoll
/// loop until standard input closes, answering pings, and prints a line per completed binary message: client
/// index, when its first and its last bytes arrived (CLOCK_REALTIME seconds), length, and the previewd frame
/// header's JSON or "-". Client 0's
/// whole messages are also written to `keep_fd` (when >= 0), each replacing the last. Returns 0, or -1 on error.
int pvd_bench_audience(const int *fds, size_t count, int keep_fd);

/// The raw-TCP floor for the fan-out benchmark: `bytes` written to each of `clients` loopback TCP connections by
/// one thread while another reads them all with epoll, `rounds` times, 100 ms apart. `spreads[round]` receives
/// the milliseconds from the first byte any client received to the last byte of the last client. Returns 0, or
/// -1 on error.
int pvd_bench_raw_fanout(size_t clients, size_t bytes, size_t rounds, double *spreads);

#endif
