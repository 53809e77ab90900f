#ifndef PVD_LWS_SHIMS_H
#define PVD_LWS_SHIMS_H

/* What the stream server needs from libwebsockets and Swift cannot import. */

#include <stddef.h>

/// LWS_PRE: headroom libwebsockets needs in front of every buffer passed to lws_write.
/// A macro built from _LWS_PAD, which Swift does not import.
size_t pvd_lws_pre(void);

#endif
