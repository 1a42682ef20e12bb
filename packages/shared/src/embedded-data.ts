/**
 * How a page's first data is written into it (EMBEDDED_DATA_ID, page-contract.ts): the API answers
 * keyed by API path, with every item that two answers share written once. The landing page reads
 * the news list and its first page separately (SPEC §7), and the first page repeats eight of the
 * list's items: 5 KB of the page's 107 that every answer sent without compression copied again
 *.
 *
 * An array element that is an object and occurs more than once (the same JSON) goes into
 * `REPEATED_KEY`'s list, and each occurrence becomes `{ [REFERENCE_KEY]: index }`.
 *
 * Then a list of items with the same fields (an API list: every item has them all, in the same
 * order) is written as a table, its field names once: `{ [COLUMNS_KEY]: names, [ROWS_KEY]: rows }`,
 * a row being the item's values in that order, or the index of a shared item. Field names were a
 * fifth of the landing page's data.
 *
 * Every key of the format starts with `$`, which no API path and no field of an answer does.
 */

export const REPEATED_KEY = '$repeated';
export const REFERENCE_KEY = '$ref';
export const COLUMNS_KEY = '$columns';
export const ROWS_KEY = '$rows';

/** Items shorter than this (as JSON) stay where they are: a reference would save next to nothing. */
const MIN_SHARED_LENGTH = 64;

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Calls `visit` for each object element of the arrays within `value`, the outermost only: what is
 * inside an item goes with it.
 */
function eachArrayItem(value: Json, visit: (item: Record<string, Json>) => void): void {
  if (Array.isArray(value)) {
    for (const element of value) {
      if (isObject(element)) visit(element);
      else eachArrayItem(element, visit);
    }
  } else if (isObject(value)) {
    for (const field of Object.values(value)) eachArrayItem(field, visit);
  }
}

/** `value` with each array element that `replace` answers for replaced (a copy where one is). */
function mapArrayItems(value: Json, replace: (item: Json) => Json | undefined): Json {
  if (Array.isArray(value))
    return value.map((element) => replace(element) ?? mapArrayItems(element, replace));
  if (isObject(value)) {
    const copy: Record<string, Json> = {};
    for (const [key, field] of Object.entries(value)) copy[key] = mapArrayItems(field, replace);
    return copy;
  }
  return value;
}

/** `{ [REFERENCE_KEY]: n }`, alone: a shared item's place. */
const referenceIn = (value: Record<string, Json>): number | undefined => {
  const at = value[REFERENCE_KEY];
  return typeof at === 'number' && Object.keys(value).length === 1 ? at : undefined;
};

const sameNames = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * `list` as a table, when its elements are objects with the same fields in the same order (at
 * least two of them) and references; else undefined.
 */
function tableOf(list: readonly Json[]): Record<string, Json> | undefined {
  let columns: string[] | undefined;
  let items = 0;
  for (const element of list) {
    if (!isObject(element)) return undefined;
    if (referenceIn(element) !== undefined) continue;
    const names = Object.keys(element);
    if (columns === undefined) columns = names;
    else if (!sameNames(columns, names)) return undefined;
    items++;
  }
  if (columns === undefined || items < 2) return undefined;
  const names = columns;
  const rows = list.map((element) => {
    const item = element as Record<string, Json>;
    return referenceIn(item) ?? names.map((name) => item[name]);
  });
  return { [COLUMNS_KEY]: names, [ROWS_KEY]: rows };
}

/** `value` with every list of like items, outside such lists, written as a table. */
function tabulate(value: Json): Json {
  if (Array.isArray(value)) return tableOf(value) ?? value.map(tabulate);
  if (isObject(value)) {
    const copy: Record<string, Json> = {};
    for (const [key, field] of Object.entries(value)) copy[key] = tabulate(field);
    return copy;
  }
  return value;
}

/** The list a table stands for (shared items as references still), or undefined if `value` is none. */
function listOf(value: Record<string, Json>): Json[] | undefined {
  const names = value[COLUMNS_KEY];
  const rows = value[ROWS_KEY];
  if (
    Object.keys(value).length !== 2 ||
    !Array.isArray(names) ||
    !names.every((name) => typeof name === 'string') ||
    !Array.isArray(rows)
  )
    return undefined;
  const list: Json[] = [];
  for (const row of rows) {
    if (typeof row === 'number') list.push({ [REFERENCE_KEY]: row });
    else if (Array.isArray(row) && row.length === names.length)
      list.push(Object.fromEntries(names.map((name, i) => [name, row[i]])));
    else return undefined;
  }
  return list;
}

/** `value` with every table read back as its list. */
function untabulate(value: Json): Json {
  if (Array.isArray(value)) return value.map(untabulate);
  if (isObject(value)) {
    const list = listOf(value);
    if (list) return list;
    const copy: Record<string, Json> = {};
    for (const [key, field] of Object.entries(value)) copy[key] = untabulate(field);
    return copy;
  }
  return value;
}

/** The page's data as it is embedded: items two answers share written once, lists as tables. */
export function packPageData(data: Readonly<Record<string, Json>>): Record<string, Json> {
  return tabulate(shareRepeated(data)) as Record<string, Json>;
}

/** `data` with the items two answers share written once (REPEATED_KEY). */
function shareRepeated(data: Readonly<Record<string, Json>>): Record<string, Json> {
  const seen = new Map<string, number>();
  for (const answer of Object.values(data))
    eachArrayItem(answer, (item) => {
      const json = JSON.stringify(item);
      if (json.length >= MIN_SHARED_LENGTH) seen.set(json, (seen.get(json) ?? 0) + 1);
    });
  const repeated: Json[] = [];
  const index = new Map<string, number>();
  for (const [json, count] of seen)
    if (count > 1) {
      index.set(json, repeated.length);
      repeated.push(JSON.parse(json));
    }
  if (repeated.length === 0) return { ...data };
  const packed: Record<string, Json> = { [REPEATED_KEY]: repeated };
  for (const [path, answer] of Object.entries(data))
    packed[path] = mapArrayItems(answer, (element) => {
      if (!isObject(element)) return undefined;
      const at = index.get(JSON.stringify(element));
      return at === undefined ? undefined : { [REFERENCE_KEY]: at };
    });
  return packed;
}

/**
 * The answers of embedded page data: tables read back as lists, each shared item in place again
 * (each occurrence its own copy).
 */
export function unpackPageData(packed: Readonly<Record<string, Json>>): Record<string, Json> {
  const { [REPEATED_KEY]: repeated, ...answers } = untabulate(packed) as Record<string, Json>;
  if (!Array.isArray(repeated)) return answers;
  const resolve = (element: Json): Json | undefined => {
    if (!isObject(element)) return undefined;
    const at = referenceIn(element);
    if (at === undefined || !Number.isInteger(at) || at < 0 || at >= repeated.length) return undefined;
    return structuredClone(repeated[at]);
  };
  const data: Record<string, Json> = {};
  for (const [path, answer] of Object.entries(answers)) data[path] = mapArrayItems(answer, resolve);
  return data;
}
