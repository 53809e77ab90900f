// The dashboard's "Trust on phones" panel: with `serve --https`, previewd's own certificate authority and how to
// install it on iOS and Android, so phones get HTTPS (a reload while previewd is down, the home-screen app).
// Shown only when the daemon offers the certificate (`GET /ca.crt`, public like every certificate).

import { daemonFetch } from "./connection.js";

const panel = document.getElementById("trust");

/// Where a phone fetches the certificate: over plain HTTP at the pairing address (the HTTPS port answers plain
/// HTTP for this file alone), since a phone that does not trust previewd yet cannot load anything over HTTPS; with
/// its QR code as an object URL when the daemon has one. When no phone can reach previewd (it listens on this
/// machine only), the daemon's hint says how to change that, in place of an address and a code no phone can open.
async function phoneAddress() {
  try {
    const answer = await (await daemonFetch("/api/v1/pair", { cache: "no-store" })).json();
    if (answer.hint) return { url: null, code: null, hint: answer.hint };
    if (answer.authority) {
      const response = await daemonFetch("/api/v1/pair/authority-qr.svg", { cache: "no-store" });
      return { url: answer.authority, code: response.ok ? URL.createObjectURL(await response.blob()) : null };
    }
  } catch {
    // not paired yet, or previewd is down: this page's address still names the file
  }
  return { url: `http://${location.host}/ca.crt`, code: null };
}

async function fingerprint(der) {
  if (!crypto.subtle) return null; // not a secure context (the dashboard over LAN http)
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", der));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0").toUpperCase()).join(":");
}

function derOf(pem) {
  const body = pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, "").replace(/\s+/g, "");
  return Uint8Array.from(atob(body), (c) => c.charCodeAt(0));
}

function element(tag, text, attributes = {}) {
  const node = document.createElement(tag);
  if (text) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

function steps(title, items) {
  const section = element("section");
  section.append(element("h3", title));
  const list = element("ol");
  for (const item of items) list.append(element("li", item));
  section.append(list);
  return section;
}

async function show() {
  if (!panel) return;
  let pem;
  try {
    const response = await fetch("/ca.crt", { cache: "no-store", credentials: "omit" });
    if (!response.ok) return; // plain HTTP or --tls-cert: nothing to install
    pem = await response.text();
  } catch {
    return;
  }
  const where = await phoneAddress();
  panel.replaceChildren();
  panel.append(element("summary", "Trust on phones"));
  const body = element("div", null, { class: "trust-panel" });
  body.append(element("p",
    "previewd serves HTTPS with a certificate authority of its own. Install it once on each phone: the device view " +
    "then reloads while previewd is down and opens from the home screen. It can vouch only for private addresses " +
    "and this machine's names."));
  const link = element("a", "Download previewd-ca.crt", { href: "/ca.crt", download: "previewd-ca.crt", id: "trust-download" });
  if (where.code) {
    body.append(element("img", null, {
      id: "trust-code", src: where.code, width: "180", height: "180", class: "trust-code",
      alt: "QR code of the address the phone fetches the certificate from",
    }));
  }
  if (where.hint) {
    body.append(element("p", where.hint, { id: "trust-hint", class: "pair-hint" }));
    const here = element("p", "On this machine: ");
    here.append(link, ".");
    body.append(here);
  } else {
    const paragraph = element("p", where.code ? "Scan this code with the phone's camera, or open " : "On the phone, open ");
    paragraph.append(element("code", where.url, { id: "trust-url" }),
      " (plain HTTP: the phone cannot use previewd's HTTPS before it trusts it), or ", link, ".");
    body.append(paragraph);
  }
  const digest = await fingerprint(derOf(pem));
  if (digest) {
    const check = element("p",
      "The file travels unencrypted, so compare its SHA-256 fingerprint, which the phone shows before you trust it, " +
      "with this one: ");
    check.append(element("code", digest, { id: "trust-fingerprint" }));
    body.append(check);
  }
  body.append(steps("iPhone and iPad", [
    "Scan the code or open the address above in Safari, and allow the download of the configuration profile.",
    "Settings → General → VPN & Device Management → previewd local CA → Install.",
    "Settings → General → About → Certificate Trust Settings → turn on full trust for previewd local CA.",
    "Open the pairing URL (scan the QR code), then Share → Add to Home Screen.",
  ]));
  body.append(steps("Android", [
    "Scan the code or open the address above in Chrome; the certificate is downloaded.",
    "Settings → Security & privacy → More security settings → Encryption & credentials → Install a certificate → CA certificate, and pick previewd-ca.crt.",
    "Open the pairing URL (scan the QR code), then the menu → Add to Home screen (or Install app).",
  ]));
  panel.append(body);
  panel.hidden = false;
}

show();
