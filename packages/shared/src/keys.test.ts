import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, lowerFirst, MAX_KEY_DEPTH, normalizeKeys, TooDeepError } from './keys';

describe('lowerFirst', () => {
  it('lowers only the first letter', () => {
    expect(lowerFirst('FullName')).toBe('fullName');
    expect(lowerFirst('fullName')).toBe('fullName');
    expect(lowerFirst('IsWorkshop')).toBe('isWorkshop');
    expect(lowerFirst('')).toBe('');
  });

  it('lowers a first letter beyond ASCII as toLowerCase does, and leaves other first characters', () => {
    expect(lowerFirst('Élan')).toBe('élan');
    expect(lowerFirst('Ωmega')).toBe('ωmega');
    expect(lowerFirst('_Id')).toBe('_Id');
    expect(lowerFirst('1St')).toBe('1St');
    expect(lowerFirst('@Type')).toBe('@Type');
    expect(lowerFirst('ZIP')).toBe('zIP');
    expect(lowerFirst('aB')).toBe('aB');
  });
});

describe('normalizeKeys', () => {
  it('accepts both first-letter casings at every depth', () => {
    expect(normalizeKeys({ FullName: 'A', email: 'b@c.d', Nested: [{ Inner: 1 }] })).toEqual({
      fullName: 'A',
      email: 'b@c.d',
      nested: [{ inner: 1 }],
    });
  });

  it('leaves primitives and arrays of primitives alone', () => {
    expect(normalizeKeys('x@y.z')).toBe('x@y.z');
    expect(normalizeKeys([1, 'a', null])).toEqual([1, 'a', null]);
    expect(normalizeKeys(null)).toBeNull();
  });

  it('refuses the same field in both casings', () => {
    expect(() => normalizeKeys({ Email: 'a@b.c', email: 'd@e.f' })).toThrow(DuplicateKeyError);
  });

  it('drops keys that would reach the prototype', () => {
    const parsed = JSON.parse('{"__proto__": {"polluted": true}, "Constructor": 1, "name": "x"}');
    const out = normalizeKeys(parsed) as Record<string, unknown>;
    expect(out).toEqual({ name: 'x' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  const nestedArrays = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);
  const nestedObjects = (depth: number) => JSON.parse(`${'{"A":'.repeat(depth)}1${'}'.repeat(depth)}`);

  it('walks values nested up to MAX_KEY_DEPTH levels', () => {
    expect(normalizeKeys(nestedObjects(MAX_KEY_DEPTH))).toEqual(
      JSON.parse(`${'{"a":'.repeat(MAX_KEY_DEPTH)}1${'}'.repeat(MAX_KEY_DEPTH)}`),
    );
    expect(normalizeKeys(nestedArrays(MAX_KEY_DEPTH))).toEqual(nestedArrays(MAX_KEY_DEPTH));
  });

  it.each([MAX_KEY_DEPTH + 1, 8_000, 100_000])(
    'refuses arrays and objects nested %i deep with TooDeepError, not a stack overflow',
    (depth) => {
      for (const value of [nestedArrays(depth), nestedObjects(depth), [{ list: nestedArrays(depth) }]]) {
        let thrown: unknown;
        try {
          normalizeKeys(value);
        } catch (error) {
          thrown = error;
        }
        expect((thrown as Error | undefined)?.name).toBe('TooDeepError');
        expect(thrown).toBeInstanceOf(TooDeepError);
      }
    },
  );
});
