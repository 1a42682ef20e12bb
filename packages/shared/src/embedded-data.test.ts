import { describe, expect, it } from 'vitest';
import {
  COLUMNS_KEY,
  packPageData,
  REFERENCE_KEY,
  REPEATED_KEY,
  ROWS_KEY,
  unpackPageData,
} from './embedded-data';

const item = (id: number) => ({
  id,
  name: `News item number ${id}`,
  description: 'A description long enough to be worth writing once.',
  createdOn: '2026-11-26T09:00:00.000Z',
});

describe('embedded page data', () => {
  const data = {
    '/news': [item(1), item(2), item(3), item(4)],
    '/news/1': { items: [item(2), item(3)], totalPages: 1 },
    '/settings': { siteName: 'Amanah', social: ['a', 'b'] },
    '/comments': [],
  };

  const columns = ['id', 'name', 'description', 'createdOn'];
  const row = (id: number) => Object.values(item(id));

  it('writes an item that two answers share once, and refers to it where it was', () => {
    const packed = packPageData(data);
    expect(packed[REPEATED_KEY]).toEqual({ [COLUMNS_KEY]: columns, [ROWS_KEY]: [row(2), row(3)] });
    expect(packed['/news']).toEqual({ [COLUMNS_KEY]: columns, [ROWS_KEY]: [row(1), 0, 1, row(4)] });
    expect(packed['/news/1']).toEqual({
      items: [{ [REFERENCE_KEY]: 0 }, { [REFERENCE_KEY]: 1 }],
      totalPages: 1,
    });
    expect(packed['/settings']).toEqual(data['/settings']);
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(data).length * 0.75);
  });

  it('writes a list of like items as a table, the names of their fields once', () => {
    const list = [item(1), item(2), item(3)];
    const packed = packPageData({ '/news': list, '/one': [item(4)], '/mixed': [item(5), { id: 6 }] });
    expect(packed['/news']).toEqual({ [COLUMNS_KEY]: columns, [ROWS_KEY]: [row(1), row(2), row(3)] });
    // One item, or items with other fields, stay as they are.
    expect(packed['/one']).toEqual([item(4)]);
    expect(packed['/mixed']).toEqual([item(5), { id: 6 }]);
    expect(unpackPageData(JSON.parse(JSON.stringify(packed)))).toEqual({
      '/news': list,
      '/one': [item(4)],
      '/mixed': [item(5), { id: 6 }],
    });
  });

  it('reads a table that is not one as the object it is', () => {
    const notTables = {
      '/a': { [COLUMNS_KEY]: ['id'], [ROWS_KEY]: [[1, 2]] },
      '/b': { [COLUMNS_KEY]: [1], [ROWS_KEY]: [[1]] },
      '/c': { [COLUMNS_KEY]: ['id'], [ROWS_KEY]: [[1]], other: true },
      '/d': { [COLUMNS_KEY]: ['id'], [ROWS_KEY]: 'rows' },
    };
    expect(unpackPageData(notTables)).toEqual(notTables);
  });

  it('reads back what was packed, each occurrence its own object', () => {
    const unpacked = unpackPageData(JSON.parse(JSON.stringify(packPageData(data))));
    expect(unpacked).toEqual(data);
    const list = unpacked['/news'] as unknown[];
    const page = (unpacked['/news/1'] as { items: unknown[] }).items;
    expect(list[1]).not.toBe(page[0]);
  });

  it('leaves data without shared items as it is, and small items in place', () => {
    const small = { '/a': [{ id: 1 }], '/b': [{ id: 1 }] };
    expect(packPageData(small)).toEqual(small);
    expect(unpackPageData(small)).toEqual(small);
  });

  it('reads a reference out of range, or not alone in its object, as the object it is', () => {
    const packed = {
      [REPEATED_KEY]: [item(1)],
      '/x': [
        { [REFERENCE_KEY]: 3 },
        { [REFERENCE_KEY]: 0, id: 2 },
        { [REFERENCE_KEY]: 0.5 },
        { [REFERENCE_KEY]: 0 },
      ],
    };
    expect(unpackPageData(packed)).toEqual({
      '/x': [{ [REFERENCE_KEY]: 3 }, { [REFERENCE_KEY]: 0, id: 2 }, { [REFERENCE_KEY]: 0.5 }, item(1)],
    });
  });
});
