import { describe, expect, it } from 'vitest';
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
});
