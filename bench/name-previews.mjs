// Floods a running store with different business names for its name previews
// (GET /api/cards/:id/preview.webp?name=…), as acceptance 3 of the live-preview issue asks:
// names drawn per second, what the media store's cache holds afterwards, and the store's memory.
import { get } from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The store's default cache limit (NAME_PREVIEW_CACHE_LIMIT unset). */
export const NAME_PREVIEW_CACHE_LIMIT = 500;

function cachedPreviews(dataDir) {
  const db = new Database(path.join(dataDir, 'store.sqlite'), { readonly: true });
  try {
    return db.prepare("select count(*) as count from media_files where role = 'name-preview'").get().count;
  } finally {
    db.close();
  }
}

/** A GET from a loopback address of its own, so each bench visitor has the per-address budget a real one has. */
function getFrom(url, localAddress) {
  return new Promise((resolve, reject) => {
    get(url, { localAddress, agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * Requests `count` names never asked before, from 200 loopback addresses (the store budgets new names per
 * address, and a flood from one address is not what this row measures), spread over the catalogue's designs, two at a time
 * (the store draws one at a time and queues a few). Every one is a new picture: the worst case.
 */
export async function floodNamePreviews(store, { count = 1000, width = 400, inFlight = 2 } = {}) {
  const cards = await fetch(`${store.origin}/api/cards`).then((response) => response.json());
  if (!Array.isArray(cards) || cards.length === 0) throw new Error('the store has no designs');
  const before = store.memory();
  const cachedBefore = cachedPreviews(store.dataDir);
  const statuses = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const card = cards[index % cards.length];
      const search = new URLSearchParams({ name: `Bench Shop ${index} ${Date.now() % 100_000}`, w: String(width) });
      const visitor = `127.0.1.${2 + (index % 200)}`;
      const status = await getFrom(`${store.origin}/api/cards/${card._id}/preview.webp?${search}`, visitor);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  const after = store.memory();
  return {
    count,
    width,
    seconds,
    namesPerSecond: count / seconds,
    statuses,
    cachedBefore,
    cachedAfter: cachedPreviews(store.dataDir),
    rssBeforeMb: before.rssMb,
    rssAfterMb: after.rssMb,
    peakRssMb: after.peakRssMb,
  };
}
