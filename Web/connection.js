// The WebSocket connection shared by the dashboard and the device view: pairing token, client id, hello,
// heartbeat, dead-connection detection and reconnecting with backoff (Documentation/Protocol.md).

import { FrameCompositor, canComposite } from "./damage.js";
import { mark } from "./timing.js";

const TOKEN_KEY = "previewd.token";
const CLIENT_KEY = "previewd.client";
/// This device's own credential (`dev-ID-SECRET`), which the device view trades the pairing token for.
const DEVICE_KEY = "previewd.device";
/// The close code of a WebSocket whose pairing was revoked (a device's credential, or the token rotated).
const PAIRING_REVOKED = 4001;
const PING_INTERVAL_MS = 5000;
// Without any message for this long the connection is treated as dead: a phone that left the Wi-Fi or a
// stopped daemon never delivers a close event, and pongs arrive every 5 s on a healthy connection.
const SILENCE_LIMIT_MS = 12000;
const BACKOFF_BASE_MS = 100;
const BACKOFF_CAP_MS = 2000;
/// After this long without a connection the status says "offline" instead of "reconnecting" (it keeps trying).
const OFFLINE_AFTER_MS = 20000;

/// Whether this browser decodes WebP: the daemon sends lossless WebP to clients on a slow link that list it.
/// Found out once, by decoding a 1×1 lossless WebP; until then (and where that fails) only PNG is offered.
let decodesWebP = false;
if (typeof createImageBitmap === "function") {
  const pixel = Uint8Array.from(atob("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="), (c) => c.charCodeAt(0));
  createImageBitmap(new Blob([pixel], { type: "image/webp" }))
    .then((bitmap) => {
      decodesWebP = bitmap.width === 1;
      bitmap.close();
    })
    .catch(() => {});
}

/// The pairing token. The pairing URL carries it in the fragment (`#token=`), which browsers never send to any
/// server; `?token=` of older pairing URLs is taken too. Either is kept in localStorage, which only pages of this
/// exact origin (scheme, host and port) can read, so a reload or the home-screen shortcut needs no token in the
/// URL, and removed from the address bar, so it is not copied along with the URL. null when there is none (the
/// daemon may run with --no-auth).
function pairingToken() {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const query = new URLSearchParams(location.search);
  const fromURL = fragment.get("token") || query.get("token");
  if (fromURL) {
    fragment.delete("token");
    query.delete("token");
    const url = new URL(location.href);
    url.search = query.toString();
    url.hash = fragment.toString();
    history.replaceState(history.state, "", url);
  }
  try {
    if (fromURL) localStorage.setItem(TOKEN_KEY, fromURL);
    return fromURL || localStorage.getItem(TOKEN_KEY);
  } catch {
    return fromURL; // storage can be disabled; the URL token alone still works for this page load
  }
}

/// This device's own credential: the home-screen app's start URL carries it (`#device=…&client=…`, from the
/// manifest), since iOS starts that app with empty storage; else the one kept in localStorage. A new pairing URL
/// (`#token=`) replaces it: pairing again starts over.
function deviceCredential(pairedNow) {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const fromURL = fragment.get("device");
  const client = fragment.get("client");
  if (fromURL || client) {
    fragment.delete("device");
    fragment.delete("client");
    const url = new URL(location.href);
    url.hash = fragment.toString();
    history.replaceState(history.state, "", url);
  }
  try {
    if (client && /^[0-9a-f]{32}$/.test(client) && !localStorage.getItem(CLIENT_KEY)) localStorage.setItem(CLIENT_KEY, client);
    if (fromURL) localStorage.setItem(DEVICE_KEY, fromURL);
    if (pairedNow && !fromURL) localStorage.removeItem(DEVICE_KEY);
    return fromURL || localStorage.getItem(DEVICE_KEY);
  } catch {
    return fromURL;
  }
}

const pairedNow = new URLSearchParams(location.hash.slice(1)).has("token");
/// What this page load presents, read once (both readers take it out of the URL): the device's own credential
/// when it has one, else the pairing token.
let pairing = pairingToken();
let credential = deviceCredential(pairedNow);
let token = credential || pairing;
// Opening the pairing URL in a tab that shows this page already changes only the fragment, which loads nothing:
// load again, so the new token is taken.
addEventListener("hashchange", () => {
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (fragment.has("token") || fragment.has("device")) location.reload();
});

/// The device view trades the pairing token for a credential of its own (POST /api/v1/devices) and forgets the
/// token: the device can then be revoked alone, and a revoked one cannot pair itself again from a kept token.
/// The manifest link then carries the credential, so the home-screen app's start URL does. Failure (daemon
/// down, --no-auth, an older daemon) keeps the token for this load and tries again on the next.
export async function pairThisDevice() {
  if (!credential && pairing) {
    try {
      const response = await daemonFetch("/api/v1/devices", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: deviceName(), client: clientID() }),
        // A phone off the network would otherwise wait out the browser's own timeout before connecting.
        signal: AbortSignal.timeout?.(3000),
      });
      if (response.ok) {
        credential = (await response.json()).credential;
        token = credential;
        try {
          localStorage.setItem(DEVICE_KEY, credential);
          localStorage.removeItem(TOKEN_KEY);
        } catch {
          // this load only
        }
      }
    } catch {
      // the daemon is down: stay on the token
    }
  }
  const manifest = document.querySelector('link[rel="manifest"]');
  if (manifest && credential) manifest.href = `manifest.webmanifest?device=${encodeURIComponent(credential)}`;
  return credential;
}

/// What `previewd pair --list` shows for this device.
function deviceName() {
  const kind = /iPhone|iPad|Android|Macintosh|Windows|Linux/.exec(navigator.userAgent)?.[0] ?? "browser";
  return `${kind} ${innerWidth}x${innerHeight}`;
}

/// fetch() of one of the daemon's endpoints with the token in the Authorization header; no cookie carries it.
export function daemonFetch(path, options = {}) {
  const headers = new Headers(options.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return fetch(path, { ...options, headers });
}

/// A stable id for this browser, so the daemon can resume what it showed last. Uses getRandomValues because
/// crypto.randomUUID does not exist outside secure contexts (a phone on LAN http).
export function clientID() {
  try {
    const stored = localStorage.getItem(CLIENT_KEY);
    if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
  } catch {
    // fall through to a fresh id
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  try {
    localStorage.setItem(CLIENT_KEY, id);
  } catch {
    // an id for this page load only
  }
  return id;
}

/// The page's colour scheme as the daemon spells it.
export function preferredColorScheme() {
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

/// Splits a binary frame message: uint32 big-endian header length, JSON header, image bytes (a damage frame's
/// patches, back to back).
/// Returns { header, bytes: Uint8Array (a view of the message), type, image: Blob of those bytes } or throws when the
/// message is malformed. The Blob is made when first asked for: a Blob is registered with the browser process, and
/// a damage frame's patches are decoded from the bytes where the browser can (damage.js, decodePatch).
export function decodeFrame(buffer) {
  if (!(buffer instanceof ArrayBuffer) || buffer.byteLength < 4) throw new Error("frame too short");
  const headerLength = new DataView(buffer).getUint32(0, false);
  if (headerLength === 0 || 4 + headerLength > buffer.byteLength) throw new Error("bad frame header length");
  const headerText = new TextDecoder("utf-8", { fatal: true }).decode(new Uint8Array(buffer, 4, headerLength));
  const header = JSON.parse(headerText);
  if (typeof header.preview !== "string" || typeof header.target !== "string") throw new Error("frame header lacks ids");
  const bytes = new Uint8Array(buffer, 4 + headerLength);
  const type = imageType(header.format);
  let blob = null;
  return {
    header, bytes, type,
    get image() {
      blob ??= new Blob([bytes], { type });
      return blob;
    },
  };
}

/// The MIME type of a frame header's `format` (PNG unless it says otherwise).
export function imageType(format) {
  return format === "webp" ? "image/webp" : "image/png";
}

/// The URL of the daemon's WebSocket on the origin this page came from. Browsers cannot set headers on a
/// WebSocket, so the token goes in its query, which only this origin's server sees.
function socketURL() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  const query = token ? `?token=${encodeURIComponent(token)}` : "";
  return `${scheme}//${location.host}/ws${query}`;
}

/// Keeps one WebSocket to the daemon open for as long as the page lives.
///
/// handlers: onStatus(status) with status "connecting" | "live" | "reconnecting" | "offline" | "unpaired";
/// onMessage(message) for every JSON message; onFrame({header, image}) for every full image; onPatches({header,
/// base, patches}) for a damage frame, at once (may return a promise of the patches painted), before its full
/// image comes to onFrame; onOpen(send) right after the socket opened (send hello there). composeInBackground(key):
/// whether damage frames of a key are composed into full images for onFrame as they come (default: yes); a view
/// that does without asks `compositor.fullFrame(key)` when it needs one.
export class PreviewConnection {
  constructor(handlers) {
    this.handlers = handlers;
    /// Turns damage frames into full ones; frames pass through it one at a time, in arrival order.
    this.compositor = new FrameCompositor({ composeInBackground: handlers.composeInBackground });
    this.framesInOrder = Promise.resolve();
    globalThis.previewdDamage = this.compositor.counts;
    this.socket = null;
    this.status = "connecting";
    this.failures = 0;
    this.lastMessageAt = 0;
    this.reconnectTimer = null;
    this.pingTimer = null;
    this.watchdogTimer = null;
    /// When the connection was last live (0: never in this page load).
    this.liveSince = 0;
    this.lostAt = Date.now();
    /// Set once previewd refused this page's credential after revoking it: no more attempts until it pairs again.
    this.revoked = false;
  }

  start() {
    this.setStatus("connecting");
    this.open();
    this.watchdogTimer = setInterval(() => this.checkSilence(), 1000);
    // A phone waking up should not wait out the backoff or the silence limit.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible" && this.status !== "live") this.reconnectNow();
    });
  }

  /// Sends a JSON message if the socket is open; returns whether it was sent.
  send(message) {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  open() {
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    if (this.revoked) return;
    let socket;
    try {
      socket = new WebSocket(socketURL());
    } catch {
      this.scheduleReconnect();
      return;
    }
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    this.lastMessageAt = Date.now(); // a connect attempt that hangs is also cut off by the watchdog
    socket.onopen = () => {
      this.handlers.onOpen?.((message) => this.send(message));
      this.pingTimer = setInterval(() => this.send({ type: "ping", t: Date.now() }), PING_INTERVAL_MS);
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.lost(socket, event.code);
    socket.onerror = () => {}; // always followed by close
  }

  receive(data) {
    this.lastMessageAt = Date.now();
    if (this.status !== "live") {
      this.failures = 0;
      this.liveSince = Date.now();
      this.setStatus("live");
    }
    if (typeof data === "string") {
      let message;
      try {
        message = JSON.parse(data);
      } catch {
        return;
      }
      if (message && typeof message.type === "string") this.handlers.onMessage?.(message);
      return;
    }
    let frame;
    try {
      frame = decodeFrame(data);
    } catch (error) {
      // Without its seq the frame cannot be acknowledged, and the daemon would wait for that ack for ever.
      console.warn("previewd: a malformed frame; connecting again:", error.message);
      this.reconnectNow();
      return;
    }
    // The ack goes once the frame is shown (or failed to show), so the daemon sends the next one when this one
    // is out of the way, and only on the socket it came from. `held` tells the daemon how much of the wait was
    // ours (decoding) rather than the link's, which it measures for choosing PNG or WebP. A damage frame is shown
    // once a view has laid its patches over the image (onPatches); its full image follows (onFrame) when composed.
    // Frames are handed to the views as they arrive, each without waiting for the one before to be painted (the
    // dashboard gets one per changed tile); the acks keep the frames' order.
    const socket = this.socket;
    const arrived = performance.now();
    mark("received", { key: `${frame.header.preview}/${frame.header.target}`, hash: frame.header.hash });
    let painted = null;
    try {
      const resolved = this.compositor.accept(frame, (full) => this.handlers.onFrame?.(full));
      if (resolved) painted = resolved.patches ? this.handlers.onPatches?.(resolved) : this.handlers.onFrame?.(resolved);
    } catch (error) {
      console.warn("previewd: cannot show a frame:", error.message);
    }
    this.framesInOrder = this.framesInOrder
      .then(() => painted)
      .catch((error) => console.warn("previewd: cannot show a frame:", error.message))
      .then(() => {
        if (socket === this.socket && socket.readyState === WebSocket.OPEN) {
          socket.send(JSON.stringify({ type: "ack", seq: frame.header.seq, held: Math.round(performance.now() - arrived) }));
        }
      });
  }

  /// The socket closed (or was given up on): show it and try again later.
  lost(socket, code) {
    if (socket !== this.socket) return; // an old socket we already replaced
    this.detach();
    this.setStatus(this.disconnectedStatus());
    if (code === PAIRING_REVOKED) this.checkPairing();
    this.scheduleReconnect();
  }

  /// previewd closes every connection when it revokes one device or rotates the token; those still paired
  /// reconnect, and a page whose credential was refused forgets it and says it is not paired instead of trying
  /// for ever. Opening the pairing URL again pairs it anew.
  async checkPairing() {
    try {
      const answer = await daemonFetch("/api/v1/status", { cache: "no-store" });
      if (answer.status !== 401) return;
    } catch {
      return; // previewd is down: nothing is known
    }
    try {
      localStorage.removeItem(DEVICE_KEY);
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // storage is off: this load forgets it all the same
    }
    credential = pairing = token = null;
    this.revoked = true;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.setStatus("unpaired");
  }

  /// "reconnecting" right after losing a live connection; "unpaired" when the page never connected and has no
  /// token (it was opened without the pairing URL); "offline" when it never connected otherwise (a reload while
  /// the daemon is down), the browser says it is offline, or reconnecting has failed for a while.
  disconnectedStatus() {
    if (this.revoked) return "unpaired";
    if (this.status === "live") this.lostAt = Date.now();
    if (this.liveSince === 0 && !token && navigator.onLine !== false) return "unpaired";
    if (this.liveSince === 0 || navigator.onLine === false) return "offline";
    return Date.now() - this.lostAt > OFFLINE_AFTER_MS ? "offline" : "reconnecting";
  }

  detach() {
    clearInterval(this.pingTimer);
    this.pingTimer = null;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) {
      try {
        socket.close();
      } catch {
        // already closing
      }
    }
  }

  scheduleReconnect() {
    if (this.reconnectTimer || this.revoked) return;
    // Full jitter: phones that lost the same daemon do not all come back in the same millisecond.
    const ceiling = Math.min(BACKOFF_BASE_MS * 2 ** this.failures, BACKOFF_CAP_MS);
    const delay = ceiling / 2 + Math.random() * (ceiling / 2);
    this.failures = Math.min(this.failures + 1, 16);
    if (this.status !== "live" && this.status !== "connecting") this.setStatus(this.disconnectedStatus());
    this.reconnectTimer = setTimeout(() => this.open(), delay);
  }

  reconnectNow() {
    this.detach();
    if (this.status === "live") this.setStatus(this.disconnectedStatus());
    this.failures = 0;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.open();
  }

  /// A connection that has said nothing for too long is dead even if no close event came.
  checkSilence() {
    if (!this.socket) return;
    if (Date.now() - this.lastMessageAt <= SILENCE_LIMIT_MS) return;
    this.setStatus(this.disconnectedStatus());
    this.detach();
    this.scheduleReconnect();
  }

  setStatus(status) {
    this.status = status;
    this.handlers.onStatus?.(status);
  }
}

/// Shows the connection status in `badge` and marks the document "not live" while disconnected, so every
/// view greys out the images it keeps showing.
export function showStatus(badge, status) {
  badge.textContent = status === "unpaired" ? "not paired: open the pairing URL previewd printed" : status;
  badge.dataset.status = status;
  document.documentElement.dataset.status = status;
  document.documentElement.classList.toggle("not-live", status !== "live");
}

/// What this screen is: the daemon renders a device's frames for exactly this.
function screen() {
  return { viewport: { width: innerWidth, height: innerHeight }, scale: devicePixelRatio, colorScheme: preferredColorScheme() };
}

/// The hello message for this page: every frame is acknowledged ("ack"); damage frames where this browser can
/// composite them, WebP where it decodes it.
export function helloMessage(role) {
  const formats = ["png", "ack"];
  if (canComposite()) formats.push("damage");
  if (decodesWebP) formats.push("webp");
  return { type: "hello", client: clientID(), role, ...screen(), formats };
}

/// Tells the daemon the screen changed (rotation, resize, colour scheme); it answers with a `target` message.
export function screenMessage() {
  return { type: "screen", ...screen() };
}
