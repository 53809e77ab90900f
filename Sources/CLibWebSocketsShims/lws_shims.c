#include "CLibWebSocketsShims.h"
#include <libwebsockets.h>

size_t pvd_lws_pre(void) { return LWS_PRE; }
