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

/// Stores { header, image: Blob }; failures (private mode, quota) are only logged: the live view does not need it.
export async function saveLastFrame(frame) {
  try {
    const connection = await db();
    await new Promise((resolve, reject) => {
      const transaction = connection.transaction(STORE, "readwrite");
      transaction.objectStore(STORE).put({ header: frame.header, image: frame.image, savedAt: Date.now() }, KEY);
      transaction.oncomplete = resolve;
      transaction.onerror = () => reject(transaction.error);
    });
  } catch (error) {
    console.warn("previewd: cannot keep the last frame:", error?.message ?? error);
  }
}

/// The stored { header, image } or null.
export async function loadLastFrame() {
  try {
    const connection = await db();
    return await new Promise((resolve, reject) => {
      const request = connection.transaction(STORE, "readonly").objectStore(STORE).get(KEY);
      request.onsuccess = () => resolve(request.result?.image instanceof Blob ? request.result : null);
      request.onerror = () => reject(request.error);
    });
  } catch {
    return null;
  }
}
