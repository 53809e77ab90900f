#include "CBenchBaselines.h"
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct growing_buffer {
    uint8_t *bytes;
    size_t count, capacity;
    int failed;
};

static void append_bytes(png_structp png, png_bytep data, png_size_t length) {
    struct growing_buffer *buffer = png_get_io_ptr(png);
    if (buffer->failed) return;
    if (buffer->count + length > buffer->capacity) {
        size_t capacity = (buffer->count + length) * 2;
        uint8_t *grown = realloc(buffer->bytes, capacity);
        if (!grown) { buffer->failed = 1; return; }
        buffer->bytes = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->bytes + buffer->count, data, length);
    buffer->count += length;
}

static void flush_nothing(png_structp png) { (void)png; }

size_t pvd_bench_libpng_default(const uint8_t *argb32, size_t stride, size_t width, size_t height, uint8_t **out) {
    struct growing_buffer buffer = {0};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    if (!png) return 0;
    png_infop info = png_create_info_struct(png);
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(buffer.bytes);
        return 0;
    }
    png_set_write_fn(png, &buffer, append_bytes, flush_nothing);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    // B,G,R,A in memory: swap to RGB order and drop the fourth byte.
    png_set_bgr(png);
    png_set_filler(png, 0, PNG_FILLER_AFTER);
    for (size_t y = 0; y < height; y++) png_write_row(png, (png_const_bytep)(argb32 + y * stride));
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    if (buffer.failed) { free(buffer.bytes); return 0; }
    *out = buffer.bytes;
    return buffer.count;
}

