/**
 * The junk-URL flood of the memory budget (decisions 043 and 049), shared by `bench/junk-rss.mjs`
 * and the API test that runs it reduced: distinct URLs that name nothing that exists, in four
 * shapes, 32 at a time, asking for HTML.
 */
import { randomInt } from 'node:crypto';

const AT_ONCE = 32;

const digits = (n) => {
  let text = String(randomInt(1, 10));
  while (text.length < n) text += String(randomInt(0, 1e9)).padStart(9, '0');
  return text.slice(0, n);
};

/** The n-th junk URL: the four shapes in turn, each with fresh random digits. */
export function junkUrl(n) {
  switch (n % 4) {
    case 0:
      return `/showNews/${digits(6_000)}`;
    case 1:
      return `/api/v1/admin/news/${digits(10)}`;
    case 2:
      return `/?x=${digits(40)}`;
    default:
      return `/allNews?page=${digits(6)}&y=${digits(30)}`;
  }
}

/** Sends `count` junk URLs to `base`, 32 at a time; how many answers had each status. */
export async function floodJunk(base, count) {
  let next = 0;
  const statuses = new Map();
  const worker = async () => {
    while (next < count) {
      const n = next++;
      const res = await fetch(`${base}${junkUrl(n)}`, { headers: { accept: 'text/html' } });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return Object.fromEntries(statuses);
}
