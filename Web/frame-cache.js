// Keeps the last frame the device view showed in IndexedDB, so a reload while the daemon is down still shows it
// (marked not live). IndexedDB, not the Cache API: a phone on LAN http is not a secure context, where `caches`
// does not exist (the Cache API is available only in secure contexts: MDN, "CacheStorage").

const DATABASE = "previewd";
const STORE = "frames";
const KEY = "last";

function openDatabase() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

let database = null;
function db() {
  database ??= openDatabase().catch((error) => {
    database = null;
    throw error;
  });
  return database;
}

/// The frame waiting to be written, and the write under way: frames come faster than IndexedDB writes them, and only
/// the newest one is worth keeping, written after the one before it so an older frame never lands last.
let pending = null;
let writing = null;

/// Keeps { header, image: Blob }; failures (quota, storage turned off) are only logged: the live view does not need
/// it. Returns when it is written.
export function saveLastFrame(frame) {
  pending = frame;
  writing ??= writePending().finally(() => {
    writing = null;
  });
  return writing;
}

async function writePending() {
  while (pending) {
    const frame = pending;
    pending = null;
    try {
      // The image's bytes, not the Blob: WebKit refuses Blob values in some sessions (the transaction fails, in
      // WebKitGTK's automation sessions as in Safari's private tabs), and an ArrayBuffer is stored everywhere.
      const bytes = await frame.image.arrayBuffer();
      const connection = await db();
      await new Promise((resolve, reject) => {
        const transaction = connection.transaction(STORE, "readwrite");
        transaction.objectStore(STORE).put({ header: frame.header, bytes, type: frame.image.type, savedAt: Date.now() }, KEY);
        transaction.oncomplete = resolve;
        transaction.onerror = () => reject(transaction.error ?? new Error("the transaction failed"));
        transaction.onabort = () => reject(transaction.error ?? new Error("the transaction was aborted"));
      });
    } catch (error) {
      console.warn("previewd: cannot keep the last frame:", error?.message ?? error);
    }
  }
}

/// The stored { header, image: Blob } or null.
export async function loadLastFrame() {
  try {
    const connection = await db();
    const record = await new Promise((resolve, reject) => {
      const request = connection.transaction(STORE, "readonly").objectStore(STORE).get(KEY);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    if (!(record?.bytes instanceof ArrayBuffer) || typeof record.header?.hash !== "string") return null;
    return { header: record.header, image: new Blob([record.bytes], { type: record.type || "image/png" }) };
  } catch {
    return null;
  }
}
