/* One zlib stream for a frame's PNG scanlines, built from two kinds of pieces.
 *
 * About three quarters of the rows of previewd's frames are "flat": one colour from edge to edge and equal to
 * the row above (backgrounds, the space between cards). libdeflate spends about two thirds of a frame's time
 * running its match finder over those rows, only to find what is known in advance: each such row is a filter
 * byte followed by one pixel repeated. So runs of flat rows are written here directly as deflate blocks of their
 * own (a literal 0, a 3-byte copy from 4 back, then 258-byte copies from 3 back; for black, whose rows are all
 * zero bytes, only 258-byte copies from 1 back), and everything else goes through libdeflate, one independent
 * raw-deflate segment per stretch of other rows. The segments are spliced into the one stream PNG requires: each
 * segment's final-block bit is cleared and its bits are appended at whatever bit position the stream has
 * reached (a segment holding a stored block, whose padding assumed a byte boundary, is first brought to one).
 * Finding where libdeflate's last block starts and ends takes a walk over its blocks (decoding Huffman symbols,
 * writing nothing), which costs a small fraction of compressing. Cutting the stream into independent segments
 * loses no matches on phone and tablet frames: the cuts are runs of at least 16 flat rows, which on frames
 * wider than about 700 pixels is more than deflate's 32 KiB window reaches back over.
 *
 * The flat blocks cost no more bits than libdeflate's own encoding of those rows (deflate cannot copy more than
 * 258 bytes per symbol, so two symbols per 258 bytes is the floor either way); what changes is the time.
 * If anything does not fit or does not parse, the whole frame goes through libdeflate in one call instead.
 */
#include "CPixelKernels.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

/* Flat runs shorter than this stay inside libdeflate's segments: a segment boundary costs a block header on
   each side and loses matches into the previous segment, which a few flat rows would not pay back. */
enum { MIN_FLAT_RUN = 16 };

struct pvd_scanline_deflater {
    struct libdeflate_compressor *compressor;
    uint8_t *segment;
    size_t segment_capacity;
    uint8_t *flat;
    size_t flat_capacity;
};

pvd_scanline_deflater *pvd_scanline_deflater_new(int level) {
    pvd_scanline_deflater *deflater = calloc(1, sizeof *deflater);
    if (!deflater) return NULL;
    deflater->compressor = libdeflate_alloc_compressor(level);
    if (!deflater->compressor) {
        free(deflater);
        return NULL;
    }
    return deflater;
}

void pvd_scanline_deflater_free(pvd_scanline_deflater *deflater) {
    if (!deflater) return;
    libdeflate_free_compressor(deflater->compressor);
    free(deflater->segment);
    free(deflater->flat);
    free(deflater);
}

size_t pvd_scanline_zlib_bound(pvd_scanline_deflater *deflater, size_t count) {
    return libdeflate_zlib_compress_bound(deflater->compressor, count);
}

static int grow(uint8_t **buffer, size_t *capacity, size_t needed) {
    if (*capacity >= needed) return 1;
    uint8_t *grown = realloc(*buffer, needed);
    if (!grown) return 0;
    *buffer = grown;
    *capacity = needed;
    return 1;
}

/* MARK: Writing bits, least significant first, as deflate packs them. */

typedef struct {
    uint8_t *out;
    size_t capacity;
    size_t count;
    uint64_t pending;
    unsigned pending_bits;
    int overflowed;
} bit_writer;

static void put_bits(bit_writer *writer, uint32_t bits, unsigned count) {
    writer->pending |= (uint64_t)bits << writer->pending_bits;
    writer->pending_bits += count;
    while (writer->pending_bits >= 8) {
        if (writer->count < writer->capacity) writer->out[writer->count] = (uint8_t)writer->pending;
        else writer->overflowed = 1;
        writer->count++;
        writer->pending >>= 8;
        writer->pending_bits -= 8;
    }
}

/* The first `bit_count` bits of `bytes`, appended at the writer's current bit position. */
static void put_bit_string(bit_writer *writer, const uint8_t *bytes, size_t bit_count) {
    size_t whole = bit_count / 8;
    if (writer->pending_bits == 0) {
        if (writer->count + whole <= writer->capacity) memcpy(writer->out + writer->count, bytes, whole);
        else writer->overflowed = 1;
        writer->count += whole;
    } else {
        for (size_t i = 0; i < whole; i++) put_bits(writer, bytes[i], 8);
    }
    unsigned rest = bit_count % 8;
    if (rest) put_bits(writer, bytes[whole] & ((1u << rest) - 1), rest);
}

static void flush_to_byte(bit_writer *writer) {
    if (writer->pending_bits) put_bits(writer, 0, 8 - writer->pending_bits);
}

/* MARK: Huffman codes */

static const uint16_t length_base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27,
                                          31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
static const uint8_t length_extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2,
                                         2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
static const uint8_t distance_extra[30] = {0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6,
                                           6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13};
/* The order in which a dynamic block lists the code-length code's own lengths. */
static const uint8_t code_length_order[19] = {16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15};

/* Symbol 257 + index for a match length of 3...258. */
static unsigned length_symbol_index(unsigned length) {
    unsigned index = 28;
    if (length < 258) {
        index = 0;
        while (index + 1 < 28 && length_base[index + 1] <= length) index++;
    }
    return index;
}

/* Huffman code lengths for `count` symbols with the given frequencies, none longer than `limit` bits. Builds
   the tree by repeatedly joining the two lightest nodes (the alphabets here have a handful of used symbols); if
   the result is too deep, the frequencies are halved and it starts over, which flattens the tree. A lone used
   symbol gets a 1-bit code; `complete` then adds a second 1-bit code, since some alphabets (the code-length
   code) must not be left incomplete. */
static void huffman_lengths(const uint32_t *frequencies, unsigned count, unsigned limit, int complete,
                            uint8_t *lengths) {
    uint32_t weight[2 * 288];
    int parent[2 * 288];
    int alive[2 * 288];
    unsigned used = 0;
    uint32_t scaled[288];
    memset(lengths, 0, count);
    for (unsigned s = 0; s < count; s++) {
        scaled[s] = frequencies[s];
        if (frequencies[s]) used++;
    }
    if (used == 0) return;
    if (used == 1) {
        for (unsigned s = 0; s < count; s++)
            if (frequencies[s]) {
                lengths[s] = 1;
                if (complete) lengths[s == 0 ? 1 : 0] = 1;
            }
        return;
    }
    for (;;) {
        unsigned nodes = 0;
        unsigned leaf_of[288];
        for (unsigned s = 0; s < count; s++) {
            if (!scaled[s]) continue;
            leaf_of[s] = nodes;
            weight[nodes] = scaled[s];
            parent[nodes] = -1;
            alive[nodes] = 1;
            nodes++;
        }
        unsigned leaves = nodes;
        for (unsigned joins = 0; joins + 1 < leaves; joins++) {
            int first = -1, second = -1;
            for (unsigned n = 0; n < nodes; n++) {
                if (!alive[n]) continue;
                if (first < 0 || weight[n] < weight[first]) {
                    second = first;
                    first = (int)n;
                } else if (second < 0 || weight[n] < weight[second]) {
                    second = (int)n;
                }
            }
            alive[first] = alive[second] = 0;
            weight[nodes] = weight[first] + weight[second];
            parent[nodes] = -1;
            alive[nodes] = 1;
            parent[first] = parent[second] = (int)nodes;
            nodes++;
        }
        unsigned deepest = 0;
        for (unsigned s = 0; s < count; s++) {
            if (!scaled[s]) continue;
            unsigned depth = 0;
            for (int n = (int)leaf_of[s]; parent[n] >= 0; n = parent[n]) depth++;
            lengths[s] = (uint8_t)depth;
            if (depth > deepest) deepest = depth;
        }
        if (deepest <= limit) return;
        for (unsigned s = 0; s < count; s++)
            if (scaled[s]) scaled[s] = (scaled[s] + 1) / 2;
    }
}

/* Canonical codes (RFC 1951 3.2.2) for the lengths, bit-reversed so they can be written least significant first. */
static void canonical_codes(const uint8_t *lengths, unsigned count, uint16_t *codes) {
    uint16_t per_length[16] = {0};
    uint16_t next[16];
    for (unsigned s = 0; s < count; s++) per_length[lengths[s]]++;
    per_length[0] = 0;
    uint16_t code = 0;
    for (unsigned bits = 1; bits < 16; bits++) {
        code = (uint16_t)((code + per_length[bits - 1]) << 1);
        next[bits] = code;
    }
    for (unsigned s = 0; s < count; s++) {
        unsigned length = lengths[s];
        if (!length) continue;
        uint16_t value = next[length]++;
        uint16_t reversed = 0;
        for (unsigned b = 0; b < length; b++) reversed |= (uint16_t)(((value >> b) & 1) << (length - 1 - b));
        codes[s] = reversed;
    }
}

/* MARK: Flat rows */

/* What rebuilds flat rows: the literal byte 0 (length 0) or a copy of `length` bytes from the distance whose
   deflate code is `distance_code` (0: 1 back, 2: 3 back, 3: 4 back). */
typedef struct {
    uint16_t length;
    uint8_t distance_code;
} flat_token;

typedef struct {
    unsigned count;
    flat_token tokens[66];
} flat_tokens;

static int add_token(flat_tokens *list, unsigned length, unsigned distance_code) {
    if (list->count == sizeof list->tokens / sizeof list->tokens[0]) return 0;
    list->tokens[list->count++] = (flat_token){(uint16_t)length, (uint8_t)distance_code};
    return 1;
}

/* Copies of `total` bytes from `distance_code`, each 3...258 long: 258s, and the last one or two shortened so
   that none is under 3. */
static int add_copies(flat_tokens *list, size_t total, unsigned distance_code) {
    while (total > 0) {
        size_t take = total;
        if (take > 258) take = total - 258 >= 3 ? 258 : total - 3;
        if (!add_token(list, (unsigned)take, distance_code)) return 0;
        total -= take;
    }
    return 1;
}

/* One flat row of `width` pixels. The row above is the same bytes, so the four bytes before this row's filter
   byte end with its pixel: the filter byte, that pixel copied from 4 back, the rest from 3 back. */
static int plan_flat_row(size_t width, flat_tokens *row) {
    row->count = 0;
    return add_token(row, 0, 0) && add_token(row, 3, 3) && add_copies(row, 3 * (width - 1), 2);
}

/* A run of black flat rows is nothing but zero bytes, filter bytes included, after a row that ended in zeros:
   one copy from 1 back per 258 bytes, with no literal or short copy at each row's start. */
static void plan_black_run(size_t bytes, flat_tokens *repeated, size_t *times, flat_tokens *tail) {
    repeated->count = tail->count = 0;
    add_token(repeated, 258, 0);
    size_t rest = bytes % 258;
    *times = bytes / 258;
    if (rest == 1 || rest == 2) {
        *times -= 1;
        rest += 258;
    }
    add_copies(tail, rest, 0);
}

/* `repeated` written `times` times, then `tail`, as one dynamic-Huffman block whose codes fit exactly these
   tokens. */
static void write_flat_block(bit_writer *writer, const flat_tokens *repeated, size_t times, const flat_tokens *tail,
                             int final) {
    uint32_t literal_frequency[286] = {0};
    uint32_t distance_frequency[30] = {0};
    literal_frequency[256] = 1;
    const flat_tokens *lists[2] = {repeated, tail};
    for (unsigned l = 0; l < 2; l++) {
        uint32_t weight = l == 0 ? (uint32_t)times : 1;
        for (unsigned t = 0; t < lists[l]->count; t++) {
            flat_token token = lists[l]->tokens[t];
            if (token.length == 0) {
                literal_frequency[0] += weight;
                continue;
            }
            literal_frequency[257 + length_symbol_index(token.length)] += weight;
            distance_frequency[token.distance_code] += weight;
        }
    }
    uint8_t lengths[286 + 30];
    uint8_t *literal_lengths = lengths, *distance_lengths = lengths + 286;
    huffman_lengths(literal_frequency, 286, 15, 0, literal_lengths);
    huffman_lengths(distance_frequency, 30, 15, 0, distance_lengths);
    unsigned literal_count = 286;
    while (literal_count > 257 && !literal_lengths[literal_count - 1]) literal_count--;
    unsigned distance_count = 30;
    while (distance_count > 1 && !distance_lengths[distance_count - 1]) distance_count--;

    /* The lengths of both codes, as one sequence in the code-length alphabet: runs of zeros become 17 or 18. */
    uint8_t sequence[286 + 30];
    memcpy(sequence, literal_lengths, literal_count);
    memcpy(sequence + literal_count, distance_lengths, distance_count);
    unsigned total = literal_count + distance_count;
    uint8_t symbol[286 + 30], extra[286 + 30];
    unsigned items = 0;
    uint32_t code_length_frequency[19] = {0};
    for (unsigned i = 0; i < total;) {
        unsigned run = 1;
        while (i + run < total && sequence[i + run] == sequence[i]) run++;
        if (sequence[i] == 0 && run >= 3) {
            if (run > 138) run = 138;
            symbol[items] = run >= 11 ? 18 : 17;
            extra[items] = (uint8_t)(run >= 11 ? run - 11 : run - 3);
        } else {
            run = 1;
            symbol[items] = sequence[i];
            extra[items] = 0;
        }
        code_length_frequency[symbol[items]]++;
        items++;
        i += run;
    }
    uint8_t code_length_lengths[19];
    huffman_lengths(code_length_frequency, 19, 7, 1, code_length_lengths);
    uint16_t code_length_codes[19] = {0};
    canonical_codes(code_length_lengths, 19, code_length_codes);
    unsigned listed = 19;
    while (listed > 4 && !code_length_lengths[code_length_order[listed - 1]]) listed--;

    put_bits(writer, final ? 1 : 0, 1);
    put_bits(writer, 2, 2); /* dynamic Huffman */
    put_bits(writer, literal_count - 257, 5);
    put_bits(writer, distance_count - 1, 5);
    put_bits(writer, listed - 4, 4);
    for (unsigned i = 0; i < listed; i++) put_bits(writer, code_length_lengths[code_length_order[i]], 3);
    for (unsigned i = 0; i < items; i++) {
        put_bits(writer, code_length_codes[symbol[i]], code_length_lengths[symbol[i]]);
        if (symbol[i] == 17) put_bits(writer, extra[i], 3);
        if (symbol[i] == 18) put_bits(writer, extra[i], 7);
    }

    uint16_t literal_codes[286] = {0}, distance_codes[30] = {0};
    canonical_codes(literal_lengths, 286, literal_codes);
    canonical_codes(distance_lengths, 30, distance_codes);
    for (unsigned l = 0; l < 2; l++) {
        size_t count = l == 0 ? times : 1;
        for (size_t n = 0; n < count; n++) {
            for (unsigned t = 0; t < lists[l]->count; t++) {
                flat_token token = lists[l]->tokens[t];
                if (token.length == 0) {
                    put_bits(writer, literal_codes[0], literal_lengths[0]);
                    continue;
                }
                unsigned index = length_symbol_index(token.length);
                put_bits(writer, literal_codes[257 + index], literal_lengths[257 + index]);
                if (length_extra[index]) put_bits(writer, token.length - length_base[index], length_extra[index]);
                put_bits(writer, distance_codes[token.distance_code], distance_lengths[token.distance_code]);
            }
        }
    }
    put_bits(writer, literal_codes[256], literal_lengths[256]);
}

/* MARK: Walking libdeflate's blocks */

/* Reads least significant bit first through a 64-bit buffer, refilled a word at a time: the walk decodes every
   symbol of libdeflate's output, which on photographs is about one per byte, so this is its hot loop. */
typedef struct {
    const uint8_t *in;
    size_t size;
    size_t next_byte;
    uint64_t buffer;
    unsigned count; /* bits in `buffer` */
} bit_reader;

static size_t reader_position(const bit_reader *reader) { return reader->next_byte * 8 - reader->count; }

static void refill(bit_reader *reader) {
    if (reader->next_byte + 8 <= reader->size) {
        uint64_t word; /* deflate's bytes are little-endian, as the machines previewd runs on */
        memcpy(&word, reader->in + reader->next_byte, 8);
        unsigned bytes = (63 - reader->count) / 8;
        reader->buffer |= word << reader->count;
        reader->next_byte += bytes;
        reader->count += bytes * 8;
        return;
    }
    while (reader->count <= 56 && reader->next_byte < reader->size) {
        reader->buffer |= (uint64_t)reader->in[reader->next_byte++] << reader->count;
        reader->count += 8;
    }
}

/* Moves to bit `position`; 0 if that is past the end. */
static int seek_bits(bit_reader *reader, size_t position) {
    if (position > reader->size * 8) return 0;
    reader->next_byte = position / 8;
    reader->buffer = 0;
    reader->count = 0;
    refill(reader);
    unsigned skip = (unsigned)(position % 8);
    reader->buffer >>= skip;
    reader->count -= skip;
    return 1;
}

/* The next `count` (at most 32) bits without consuming them; past the end reads as zeros. */
static inline uint32_t peek_bits(bit_reader *reader, unsigned count) {
    if (reader->count < count) refill(reader);
    return (uint32_t)(reader->buffer & ((1ull << count) - 1));
}

static inline int drop_bits(bit_reader *reader, unsigned count) {
    if (reader->count < count) refill(reader);
    if (reader->count < count) return 0;
    reader->buffer >>= count;
    reader->count -= count;
    return 1;
}

static inline int take_bits(bit_reader *reader, unsigned count, uint32_t *value) {
    *value = peek_bits(reader, count);
    return drop_bits(reader, count);
}

enum { LOOKUP_BITS = 10 };

/* A decoder for one canonical code: a table for codes up to LOOKUP_BITS long, the canonical walk beyond. */
typedef struct {
    uint16_t per_length[16];
    uint16_t sorted[288];
    uint16_t lookup[1 << LOOKUP_BITS]; /* symbol << 4 | length; 0 where the code is longer */
} decoder;

static int build_decoder(decoder *d, const uint8_t *lengths, unsigned count) {
    memset(d->per_length, 0, sizeof d->per_length);
    for (unsigned s = 0; s < count; s++) d->per_length[lengths[s]]++;
    d->per_length[0] = 0;
    int left = 1;
    for (unsigned bits = 1; bits < 16; bits++) {
        left = left * 2 - d->per_length[bits];
        if (left < 0) return 0; /* over-subscribed */
    }
    uint16_t offset[16];
    offset[1] = 0;
    for (unsigned bits = 1; bits < 15; bits++) offset[bits + 1] = offset[bits] + d->per_length[bits];
    for (unsigned s = 0; s < count; s++)
        if (lengths[s]) d->sorted[offset[lengths[s]]++] = (uint16_t)s;
    memset(d->lookup, 0, sizeof d->lookup);
    unsigned code = 0, index = 0;
    for (unsigned bits = 1; bits <= LOOKUP_BITS; bits++) {
        for (unsigned n = 0; n < d->per_length[bits]; n++, code++, index++) {
            unsigned reversed = 0;
            for (unsigned b = 0; b < bits; b++) reversed |= ((code >> b) & 1) << (bits - 1 - b);
            for (unsigned fill = reversed; fill < (1u << LOOKUP_BITS); fill += 1u << bits)
                d->lookup[fill] = (uint16_t)(d->sorted[index] << 4 | bits);
        }
        code <<= 1;
    }
    return 1;
}

/* Codes longer than the lookup table: the canonical walk, a bit at a time (rare: libdeflate keeps most codes
   short). */
static __attribute__((noinline)) int decode_long_symbol(bit_reader *reader, const decoder *d, unsigned *symbol) {
    int code = 0, first = 0, index = 0;
    for (unsigned bits = 1; bits < 16; bits++) {
        uint32_t bit;
        if (!take_bits(reader, 1, &bit)) return 0;
        code |= (int)bit;
        int count = d->per_length[bits];
        if (code - first < count) {
            *symbol = d->sorted[index + code - first];
            return 1;
        }
        index += count;
        first = (first + count) << 1;
        code <<= 1;
    }
    return 0;
}

static inline int decode_symbol(bit_reader *reader, const decoder *d, unsigned *symbol) {
    uint16_t entry = d->lookup[peek_bits(reader, LOOKUP_BITS)];
    if (!entry) return decode_long_symbol(reader, d, symbol);
    *symbol = entry >> 4;
    return drop_bits(reader, entry & 15);
}

static int read_dynamic_codes(bit_reader *reader, decoder *literals, decoder *distances) {
    uint32_t literal_count, distance_count, listed;
    if (!take_bits(reader, 5, &literal_count) || !take_bits(reader, 5, &distance_count) ||
        !take_bits(reader, 4, &listed))
        return 0;
    literal_count += 257;
    distance_count += 1;
    listed += 4;
    if (literal_count > 286 || distance_count > 30) return 0;
    uint8_t code_length_lengths[19] = {0};
    for (unsigned i = 0; i < listed; i++) {
        uint32_t length;
        if (!take_bits(reader, 3, &length)) return 0;
        code_length_lengths[code_length_order[i]] = (uint8_t)length;
    }
    decoder *code_lengths = literals; /* reused: the literal decoder is built only after */
    if (!build_decoder(code_lengths, code_length_lengths, 19)) return 0;
    uint8_t lengths[286 + 30];
    unsigned total = literal_count + distance_count;
    for (unsigned i = 0; i < total;) {
        unsigned symbol;
        if (!decode_symbol(reader, code_lengths, &symbol)) return 0;
        if (symbol < 16) {
            lengths[i++] = (uint8_t)symbol;
            continue;
        }
        uint32_t repeat;
        uint8_t value = 0;
        if (symbol == 16) {
            if (i == 0 || !take_bits(reader, 2, &repeat)) return 0;
            value = lengths[i - 1];
            repeat += 3;
        } else if (symbol == 17) {
            if (!take_bits(reader, 3, &repeat)) return 0;
            repeat += 3;
        } else {
            if (!take_bits(reader, 7, &repeat)) return 0;
            repeat += 11;
        }
        if (i + repeat > total) return 0;
        while (repeat--) lengths[i++] = value;
    }
    return build_decoder(literals, lengths, literal_count) &&
           build_decoder(distances, lengths + literal_count, distance_count);
}

static int read_fixed_codes(decoder *literals, decoder *distances) {
    uint8_t lengths[288];
    for (unsigned s = 0; s < 288; s++) lengths[s] = s < 144 ? 8 : s < 256 ? 9 : s < 280 ? 7 : 8;
    if (!build_decoder(literals, lengths, 288)) return 0;
    for (unsigned s = 0; s < 30; s++) lengths[s] = 5;
    return build_decoder(distances, lengths, 30);
}

/* Where the final block of a raw deflate stream starts, the bit just after it ends, and whether any block is
   stored (raw bytes padded to a byte boundary, which holds only where the stream starts on one). */
static int find_final_block(const uint8_t *stream, size_t size, size_t *final_start, size_t *end, int *has_stored) {
    *has_stored = 0;
    bit_reader reader = {stream, size, 0, 0, 0};
    decoder literals, distances;
    for (;;) {
        size_t start = reader_position(&reader);
        uint32_t final, type;
        if (!take_bits(&reader, 1, &final) || !take_bits(&reader, 2, &type)) return 0;
        if (type == 0) {
            *has_stored = 1;
            uint32_t length, complement;
            if (!seek_bits(&reader, (reader_position(&reader) + 7) & ~(size_t)7)) return 0;
            if (!take_bits(&reader, 16, &length) || !take_bits(&reader, 16, &complement)) return 0;
            if ((length ^ 0xFFFF) != complement) return 0;
            if (!seek_bits(&reader, reader_position(&reader) + 8 * (size_t)length)) return 0;
        } else {
            if (type == 3) return 0;
            int codes_read = type == 1 ? read_fixed_codes(&literals, &distances)
                                       : read_dynamic_codes(&reader, &literals, &distances);
            if (!codes_read)
                return 0;
            for (;;) {
                unsigned symbol;
                if (!decode_symbol(&reader, &literals, &symbol)) return 0;
                if (symbol < 256) continue;
                if (symbol == 256) break;
                if (symbol > 285) return 0;
                uint32_t skipped;
                if (!take_bits(&reader, length_extra[symbol - 257], &skipped)) return 0;
                if (!decode_symbol(&reader, &distances, &symbol) || symbol > 29) return 0;
                if (!take_bits(&reader, distance_extra[symbol], &skipped)) return 0;
            }
        }
        if (final) {
            *final_start = start;
            *end = reader_position(&reader);
            return 1;
        }
    }
}

/* MARK: The frame */

static int is_one_colour(const uint8_t *row, size_t row_bytes) {
    /* Bytes 1... repeat with period 3 exactly when every pixel equals the first. */
    return row_bytes <= 4 || memcmp(row + 1, row + 4, row_bytes - 4) == 0;
}

size_t pvd_scanline_deflater_kept_bytes(const pvd_scanline_deflater *deflater) {
    return deflater->segment_capacity + deflater->flat_capacity;
}

/* The room a segment's compressed bytes are first tried in: an eighth of its input (UI rows compress far more
   than that) and a little more for short segments. Only a segment that does not fit there gets room for
   libdeflate's worst case, about the size of its input, and that room is given back once the segment is spliced:
   a kept worst-case buffer would hold as much memory as the largest frame's pixels, per renderer, for good. */
static size_t first_segment_room(size_t count, size_t bound) {
    size_t room = count / 8 + 4096;
    return room < bound ? room : bound;
}

/* Appends one segment's raw deflate bytes at the writer's bit position, its final-block bit cleared unless
   `final`. */
static int splice_segment(bit_writer *writer, uint8_t *segment, size_t written, int final) {
    size_t final_start, end;
    int has_stored;
    if (!find_final_block(segment, written, &final_start, &end, &has_stored)) return 0;
    if (!final) segment[final_start >> 3] &= (uint8_t)~(1u << (final_start & 7));
    if (has_stored && writer->pending_bits) {
        /* libdeflate stores incompressible stretches as raw bytes, whose padding assumed the segment starts on a
           byte boundary: get there with an empty stored block of our own (header, padding, LEN 0, NLEN 0xFFFF). */
        put_bits(writer, 0, 3);
        flush_to_byte(writer);
        put_bits(writer, 0xFFFF0000u, 32);
    }
    put_bit_string(writer, segment, end);
    return 1;
}

/* Appends rows [first, end) through libdeflate as one segment; `final` keeps its last block's final bit. */
static int append_segment(pvd_scanline_deflater *deflater, bit_writer *writer, const uint8_t *bytes, size_t count,
                          int final) {
    size_t bound = libdeflate_deflate_compress_bound(deflater->compressor, count);
    if (!grow(&deflater->segment, &deflater->segment_capacity, first_segment_room(count, bound))) return 0;
    uint8_t *segment = deflater->segment;
    size_t room = deflater->segment_capacity < bound ? deflater->segment_capacity : bound;
    /* libdeflate's choices do not depend on the room it has, so the bytes are the same either way. */
    size_t written = libdeflate_deflate_compress(deflater->compressor, bytes, count, segment, room);
    uint8_t *worst_case = NULL;
    if (!written && room < bound) {
        worst_case = malloc(bound);
        if (!worst_case) return 0;
        segment = worst_case;
        written = libdeflate_deflate_compress(deflater->compressor, bytes, count, segment, bound);
    }
    int spliced = written && splice_segment(writer, segment, written, final);
    free(worst_case);
    return spliced;
}

/* The spliced stream's length in `out`; 0 when the frame has no run of flat rows long enough, when something does
   not fit or parse (then the whole frame goes through libdeflate), or when `out` is too small, which sets
   `*out_of_room` (the caller needs more room, not the other path, which would give other bytes). */
static size_t spliced_stream(pvd_scanline_deflater *deflater, const uint8_t *scanlines, size_t width, size_t height,
                             uint8_t *out, size_t capacity, pvd_scanline_deflate_stats *stats, int *out_of_room) {
    size_t row_bytes = 1 + 3 * width;
    if (!grow(&deflater->flat, &deflater->flat_capacity, height)) return 0;
    uint8_t *flat = deflater->flat;
    size_t run = 0, longest_run = 0;
    int above_is_one_colour = 0;
    for (size_t row = 0; row < height; row++) {
        /* Flat: equal to the row above, and that row is one pixel repeated (then so is this one). */
        const uint8_t *bytes = scanlines + row * row_bytes;
        flat[row] = row > 0 && above_is_one_colour && memcmp(bytes, bytes - row_bytes, row_bytes) == 0;
        if (!flat[row]) above_is_one_colour = is_one_colour(bytes, row_bytes);
        run = flat[row] ? run + 1 : 0;
        if (run > longest_run) longest_run = run;
    }
    if (longest_run < MIN_FLAT_RUN) return 0;
    flat_tokens row_plan, black_plan, black_tail, no_tail = {0};
    if (!plan_flat_row(width, &row_plan)) return 0;

    bit_writer writer = {out, capacity, 0, 0, 0, 0};
    put_bits(&writer, 0x78, 8);
    put_bits(&writer, 0x9C, 8); /* deflate, 32 KiB window, default level: 0x789C is a multiple of 31 */
    size_t row = 0;
    size_t segments = 0, written_flat = 0;
    while (row < height) {
        /* A flat run long enough to write directly, or else everything up to the next such run. */
        size_t run_end = row;
        while (run_end < height && flat[run_end]) run_end++;
        if (run_end - row >= MIN_FLAT_RUN) {
            const uint8_t *pixel = scanlines + row * row_bytes + 1;
            if (pixel[0] == 0 && pixel[1] == 0 && pixel[2] == 0) {
                size_t times;
                plan_black_run((run_end - row) * row_bytes, &black_plan, &times, &black_tail);
                write_flat_block(&writer, &black_plan, times, &black_tail, run_end == height);
            } else {
                write_flat_block(&writer, &row_plan, run_end - row, &no_tail, run_end == height);
            }
            written_flat += run_end - row;
            row = run_end;
            continue;
        }
        size_t segment_end = run_end;
        while (segment_end < height) {
            size_t next = segment_end;
            while (next < height && flat[next]) next++;
            if (next - segment_end >= MIN_FLAT_RUN) break;
            segment_end = next == segment_end ? next + 1 : next;
        }
        if (!append_segment(deflater, &writer, scanlines + row * row_bytes, (segment_end - row) * row_bytes,
                            segment_end == height))
            return 0;
        segments++;
        row = segment_end;
    }
    flush_to_byte(&writer);
    uint32_t adler = libdeflate_adler32(1, scanlines, row_bytes * height);
    put_bits(&writer, adler >> 24, 8);
    put_bits(&writer, (adler >> 16) & 0xFF, 8);
    put_bits(&writer, (adler >> 8) & 0xFF, 8);
    put_bits(&writer, adler & 0xFF, 8);
    if (writer.overflowed) {
        *out_of_room = 1;
        return 0;
    }
    if (stats) {
        stats->flat_rows = written_flat;
        stats->segments = segments;
    }
    return writer.count;
}

size_t pvd_scanline_zlib_compress(pvd_scanline_deflater *deflater, const uint8_t *scanlines, size_t width,
                                  size_t height, uint8_t *out, size_t capacity, pvd_scanline_deflate_stats *stats) {
    if (stats) *stats = (pvd_scanline_deflate_stats){0, 0};
    int out_of_room = 0;
    size_t spliced = spliced_stream(deflater, scanlines, width, height, out, capacity, stats, &out_of_room);
    if (spliced || out_of_room) return spliced;
    if (stats) *stats = (pvd_scanline_deflate_stats){0, 1};
    return pvd_scanline_zlib_compress_whole(deflater, scanlines, width, height, out, capacity);
}

size_t pvd_scanline_zlib_compress_whole(pvd_scanline_deflater *deflater, const uint8_t *scanlines, size_t width,
                                        size_t height, uint8_t *out, size_t capacity) {
    return libdeflate_zlib_compress(deflater->compressor, scanlines, (1 + 3 * width) * height, out, capacity);
}
