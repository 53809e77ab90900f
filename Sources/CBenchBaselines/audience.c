/* The fan-out benchmark's clients (Benchmarks/fanout.py): many already-upgraded WebSocket connections read by one
 * epoll loop, in C so that the server, not the reader, is what the time from first to last delivery measures (a
 * Python selector thread reading 50 × 90 KB was slower than either server). Also the raw-TCP floor: the same
 * bytes written to plain loopback sockets, with no WebSocket server in between. */
#define _GNU_SOURCE
#include "CBenchBaselines.h"
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <time.h>
#include <unistd.h>

/* The first bytes of each message kept: enough for previewd's frame header (4-byte length, then JSON). */
#define KEPT_PREFIX 4096

struct reader {
    int fd;
    uint8_t header[14];      /* a frame header being assembled */
    size_t header_count;
    uint64_t remaining;      /* payload bytes of the current frame still to come */
    int opcode, final;
    uint8_t control[125];    /* a ping's payload, echoed in the pong */
    size_t control_count;
    uint8_t *prefix;         /* the message's first bytes (all of them for the kept client) */
    size_t prefix_count, prefix_capacity;
    size_t message_length;
    int in_message;
    struct timespec started; /* when the message's first bytes arrived */
};

static size_t header_length(const uint8_t *h, size_t have) {
    if (have < 2) return 2;
    size_t n = h[1] & 0x7F;
    size_t masked = (h[1] & 0x80) ? 4 : 0;
    return 2 + (n == 126 ? 2 : n == 127 ? 8 : 0) + masked;
}

static uint64_t payload_length(const uint8_t *h) {
    uint64_t n = h[1] & 0x7F;
    if (n == 126) return ((uint64_t)h[2] << 8) | h[3];
    if (n == 127) {
        n = 0;
        for (int i = 2; i < 10; i++) n = (n << 8) | h[i];
    }
    return n;
}

/* A masked pong (clients must mask what they send); previewd hangs up on a client that does not answer pings. */
static void pong(struct reader *r) {
    uint8_t frame[2 + 4 + 125];
    frame[0] = 0x80 | 0xA;
    frame[1] = 0x80 | (uint8_t)r->control_count;
    uint8_t mask[4] = {0x12, 0x34, 0x56, 0x78};
    memcpy(frame + 2, mask, 4);
    for (size_t i = 0; i < r->control_count; i++) frame[6 + i] = r->control[i] ^ mask[i % 4];
    (void)send(r->fd, frame, 6 + r->control_count, MSG_NOSIGNAL);
}

static void keep(struct reader *r, const uint8_t *bytes, size_t count, int whole) {
    size_t room = whole ? count : (r->prefix_count < KEPT_PREFIX ? KEPT_PREFIX - r->prefix_count : 0);
    if (room > count) room = count;
    if (room == 0) return;
    if (r->prefix_count + room > r->prefix_capacity) {
        size_t capacity = (r->prefix_count + room) * 2;
        uint8_t *grown = realloc(r->prefix, capacity);
        if (!grown) return;
        r->prefix = grown;
        r->prefix_capacity = capacity;
    }
    memcpy(r->prefix + r->prefix_count, bytes, room);
    r->prefix_count += room;
}

/* One line per completed binary message: client, when its first bytes and its last arrived (CLOCK_REALTIME, as
 * Python's time.time()), length, and the frame header's JSON when the message has one ("-" otherwise). */
static void report(FILE *out, size_t index, const struct timespec *at, struct reader *r) {
    fprintf(out, "%zu %lld.%09ld %lld.%09ld %zu ", index, (long long)r->started.tv_sec, r->started.tv_nsec,
            (long long)at->tv_sec, at->tv_nsec, r->message_length);
    if (r->prefix_count >= 4) {
        uint32_t json = ((uint32_t)r->prefix[0] << 24) | ((uint32_t)r->prefix[1] << 16) |
                        ((uint32_t)r->prefix[2] << 8) | r->prefix[3];
        if (json > 0 && 4 + (size_t)json <= r->prefix_count) {
            for (size_t i = 0; i < json; i++) {
                uint8_t c = r->prefix[4 + i];
                fputc(c == '\n' || c == '\r' ? ' ' : c, out);
            }
            fputc('\n', out);
            return;
        }
    }
    fputs("-\n", out);
}

static void consume(struct reader *r, size_t index, int whole, const uint8_t *bytes, size_t count,
                    const struct timespec *at, FILE *out, int keep_fd) {
    while (count > 0) {
        if (r->remaining == 0 && r->header_count < header_length(r->header, r->header_count)) {
            r->header[r->header_count++] = *bytes++;
            count--;
            if (r->header_count < header_length(r->header, r->header_count)) continue;
            r->remaining = payload_length(r->header);
            r->opcode = r->header[0] & 0x0F;
            r->final = (r->header[0] & 0x80) != 0;
            r->control_count = 0;
            if (r->opcode == 0x2) {
                r->in_message = 1;
                r->started = *at;
                r->prefix_count = 0;
                r->message_length = 0;
            }
            if (r->remaining > 0) continue;
        } else {
            size_t take = count < r->remaining ? count : (size_t)r->remaining;
            if (r->opcode >= 0x8) {
                size_t room = sizeof r->control - r->control_count;
                memcpy(r->control + r->control_count, bytes, take < room ? take : room);
                r->control_count += take < room ? take : room;
            } else if (r->in_message) {
                keep(r, bytes, take, whole);
                r->message_length += take;
            }
            bytes += take;
            count -= take;
            r->remaining -= take;
            if (r->remaining > 0) continue;
        }
        /* A frame is complete. */
        r->header_count = 0;
        if (r->opcode == 0x9) pong(r);
        else if (r->opcode <= 0x2 && r->in_message && r->final) {
            if (whole && keep_fd >= 0 && ftruncate(keep_fd, 0) == 0) {
                (void)!pwrite(keep_fd, r->prefix, r->prefix_count, 0);
            }
            report(out, index, at, r);
            r->in_message = 0;
        }
    }
}

int pvd_bench_audience(const int *fds, size_t count, int keep_fd) {
    struct reader *readers = calloc(count, sizeof *readers);
    size_t buffer_size = 1 << 20;
    uint8_t *buffer = malloc(buffer_size);
    int poller = epoll_create1(EPOLL_CLOEXEC);
    if (!readers || !buffer || poller < 0) return -1;
    struct epoll_event event = {.events = EPOLLIN, .data.u64 = UINT64_MAX};
    epoll_ctl(poller, EPOLL_CTL_ADD, STDIN_FILENO, &event);
    for (size_t i = 0; i < count; i++) {
        readers[i].fd = fds[i];
        event.data.u64 = i;
        if (epoll_ctl(poller, EPOLL_CTL_ADD, fds[i], &event) != 0) return -1;
    }
    setvbuf(stdout, NULL, _IOFBF, 1 << 16);
    struct epoll_event ready[256];
    for (;;) {
        int n = epoll_wait(poller, ready, 256, -1);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return -1;
        for (int e = 0; e < n; e++) {
            if (ready[e].data.u64 == UINT64_MAX) {
                /* stdin closed (or any input): the benchmark is over. */
                fflush(stdout);
                return 0;
            }
            size_t index = (size_t)ready[e].data.u64;
            struct reader *r = &readers[index];
            ssize_t got = recv(r->fd, buffer, buffer_size, MSG_DONTWAIT);
            struct timespec at;
            clock_gettime(CLOCK_REALTIME, &at);
            if (got <= 0) {
                if (got < 0 && (errno == EAGAIN || errno == EINTR)) continue;
                epoll_ctl(poller, EPOLL_CTL_DEL, r->fd, NULL);
                continue;
            }
            consume(r, index, index == 0, buffer, (size_t)got, &at, stdout, keep_fd);
        }
        fflush(stdout);
    }
}

/* The raw-TCP floor: `bytes` written to each of `clients` loopback sockets by one thread, read by another with
 * epoll, `rounds` times; each round's time from the first byte received to the last (ms) goes to spreads[round]. */
struct raw_receiver {
    int *sockets;
    size_t clients, bytes, rounds;
    double *starts, *completions; /* per round × client, seconds: first byte and last */
    int poller;
};

static double seconds_now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec / 1e9;
}

static void *receive_rounds(void *argument) {
    struct raw_receiver *receiver = argument;
    size_t *received = calloc(receiver->clients, sizeof *received);
    uint8_t *buffer = malloc(1 << 20);
    size_t total = receiver->clients * receiver->rounds, done = 0;
    struct epoll_event ready[256];
    while (done < total) {
        int n = epoll_wait(receiver->poller, ready, 256, -1);
        if (n < 0) continue;
        for (int e = 0; e < n; e++) {
            size_t i = ready[e].data.u64;
            ssize_t got = recv(receiver->sockets[i], buffer, 1 << 20, MSG_DONTWAIT);
            if (got <= 0) continue;
            size_t before = received[i] / receiver->bytes;
            double now = seconds_now();
            if (received[i] % receiver->bytes == 0 && before < receiver->rounds)
                receiver->starts[before * receiver->clients + i] = now;
            received[i] += (size_t)got;
            for (size_t round = before; round < received[i] / receiver->bytes && round < receiver->rounds; round++) {
                receiver->completions[round * receiver->clients + i] = now;
                done++;
            }
        }
    }
    free(received);
    free(buffer);
    return NULL;
}

int pvd_bench_raw_fanout(size_t clients, size_t bytes, size_t rounds, double *spreads) {
    int listener = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_addr.s_addr = htonl(INADDR_LOOPBACK)};
    socklen_t length = sizeof address;
    if (listener < 0 || bind(listener, (struct sockaddr *)&address, length) != 0 ||
        listen(listener, (int)clients) != 0 || getsockname(listener, (struct sockaddr *)&address, &length) != 0)
        return -1;
    int *senders = calloc(clients, sizeof *senders), *receivers = calloc(clients, sizeof *receivers);
    struct raw_receiver receiver = {receivers, clients, bytes, rounds, calloc(clients * rounds, sizeof(double)),
                                    calloc(clients * rounds, sizeof(double)), epoll_create1(EPOLL_CLOEXEC)};
    for (size_t i = 0; i < clients; i++) {
        receivers[i] = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (connect(receivers[i], (struct sockaddr *)&address, length) != 0) return -1;
        senders[i] = accept(listener, NULL, NULL);
        int one = 1;
        setsockopt(senders[i], IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        struct epoll_event event = {.events = EPOLLIN, .data.u64 = i};
        epoll_ctl(receiver.poller, EPOLL_CTL_ADD, receivers[i], &event);
    }
    uint8_t *payload = malloc(bytes);
    memset(payload, 0x5A, bytes);
    pthread_t thread;
    pthread_create(&thread, NULL, receive_rounds, &receiver);
    for (size_t round = 0; round < rounds; round++) {
        usleep(100 * 1000);
        for (size_t i = 0; i < clients; i++) {
            for (size_t sent = 0; sent < bytes;) {
                ssize_t n = send(senders[i], payload + sent, bytes - sent, MSG_NOSIGNAL);
                if (n > 0) sent += (size_t)n;
                else if (n < 0 && errno != EINTR && errno != EAGAIN) return -1;
            }
        }
    }
    pthread_join(thread, NULL);
    for (size_t round = 0; round < rounds; round++) {
        double first = 1e300, last = 0;
        for (size_t i = 0; i < clients; i++) {
            double started = receiver.starts[round * clients + i];
            double completed = receiver.completions[round * clients + i];
            if (started < first) first = started;
            if (completed > last) last = completed;
        }
        spreads[round] = (last - first) * 1000;
    }
    for (size_t i = 0; i < clients; i++) {
        close(senders[i]);
        close(receivers[i]);
    }
    close(listener);
    close(receiver.poller);
    free(senders);
    free(receivers);
    free(receiver.starts);
    free(receiver.completions);
    free(payload);
    return 0;
}
