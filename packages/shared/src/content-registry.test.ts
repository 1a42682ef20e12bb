import { describe, expect, it } from 'vitest';
import { imageLacksWords } from './content-inputs';
import { CONTENT_REGISTRY } from './content-registry';
import { CONTENT_KEYS, CONTENT_TYPES, contentKeyOfDashboardChild } from './content-types';
import { DASHBOARD_CHILDREN } from './routes';

describe('the content registry', () => {
  it('has one entry per content type, under its own key, with its identity', () => {
    expect(Object.keys(CONTENT_REGISTRY).sort()).toEqual([...CONTENT_KEYS].sort());
    for (const key of CONTENT_KEYS) {
      expect(CONTENT_REGISTRY[key]).toMatchObject({ key, ...CONTENT_TYPES[key] });
    }
  });

  it('gives every type its own entity, dashboard screen and read path', () => {
    for (const field of ['entity', 'dashboardChild', 'readPath', 'writePath'] as const) {
      const values = CONTENT_KEYS.map((key) => CONTENT_TYPES[key][field].toLowerCase());
      expect(new Set(values).size, field).toBe(CONTENT_KEYS.length);
    }
  });

  it('keeps SPEC §2 sidebar order: the content screens first, then the others', () => {
    expect(DASHBOARD_CHILDREN).toEqual([
      'branch',
      'comment',
      'event',
      'news',
      'originization',
      'partner',
      'analysis',
      'inquiries',
      'feedback',
      'users',
      'settings',
      'audit-log',
      'personal-data',
    ]);
    expect(contentKeyOfDashboardChild('originization')).toBe('institutions');
    expect(contentKeyOfDashboardChild('inquiries')).toBeUndefined();
  });

  it('rows carry an id and the input never lets staff set one', () => {
    for (const key of CONTENT_KEYS) {
      expect(Object.keys(CONTENT_REGISTRY[key].rowSchema.shape), key).toContain('id');
      expect(Object.keys(CONTENT_REGISTRY[key].inputSchema.shape), key).not.toContain('id');
    }
  });

  it('every type declares its image, whose words rows carry and writes take (decision 019)', () => {
    for (const key of CONTENT_KEYS) {
      const entry = CONTENT_REGISTRY[key];
      const row = Object.keys(entry.rowSchema.shape);
      expect(row, key).toEqual(expect.arrayContaining([entry.image, 'imageAlt', 'imageDecorative']));
      expect(entry.translatable, key).toContain('imageAlt');
      // Optional: a write that leaves them out keeps what is stored.
      expect(entry.inputSchema.shape.imageAlt.safeParse(undefined).success, key).toBe(true);
      for (const field of [...entry.sortable, ...entry.searchable])
        expect(row, `${key}.${field}`).toContain(field);
    }
  });

  it('the staff list takes only whitelisted sorts and bounded pages', () => {
    const query = CONTENT_REGISTRY.news.listQuerySchema;
    expect(query.parse({})).toEqual({ page: 1, pageSize: 25, direction: 'asc', q: '', show: 'all' });
    expect(query.safeParse({ sort: 'createdOn', page: '3' }).data).toMatchObject({
      sort: 'createdOn',
      page: 3,
    });
    expect(query.safeParse({ sort: 'publication' }).success).toBe(true);
    expect(query.safeParse({ sort: 'description' }).success).toBe(false);
    expect(query.safeParse({ sort: 'eventName' }).success).toBe(false);
    expect(query.safeParse({ pageSize: 201 }).success).toBe(false);
    expect(query.safeParse({ untranslated: 'en' }).success).toBe(false);
  });
});

describe('imageLacksWords', () => {
  it('is true only for an image with neither a text nor the decorative mark', () => {
    const image = '/uploads/a.webp';
    expect(imageLacksWords({ image, imageAlt: '', imageDecorative: false })).toBe(true);
    expect(imageLacksWords({ image, imageAlt: '   ', imageDecorative: false })).toBe(true);
    expect(imageLacksWords({ image, imageAlt: 'A ward', imageDecorative: false })).toBe(false);
    expect(imageLacksWords({ image, imageAlt: '', imageDecorative: true })).toBe(false);
    expect(imageLacksWords({ image: null, imageAlt: '', imageDecorative: false })).toBe(false);
  });
});
