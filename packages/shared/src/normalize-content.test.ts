import { describe, expect, it } from 'vitest';
import {
  dateParts,
  EVENT_DESCRIPTION_FALLBACK,
  EVENT_LOCATION_FALLBACK,
  htmlToText,
  imageAltOf,
  type NormalizeOptions,
  normalizeAnalysis,
  normalizeComments,
  normalizeEvent,
  normalizeEvents,
  normalizeNewsItem,
  normalizeNewsList,
  normalizeOrganizations,
  normalizePartners,
  onlyBanners,
  onlyNews,
  resolveImageUrl,
  safeLink,
} from './normalize-content';

const options: NormalizeOptions = {
  apiOrigin: 'https://api.example',
  defaultLogoUrl: '/default-logo.svg',
  now: new Date('2026-03-10T12:00:00Z'),
};

describe('resolveImageUrl (SPEC §3 image paths)', () => {
  it('prefixes relative paths with the API origin', () => {
    expect(resolveImageUrl('/uploads/a.webp', 'https://api.example')).toBe(
      'https://api.example/uploads/a.webp',
    );
    expect(resolveImageUrl('uploads/a.webp', 'https://api.example/')).toBe(
      'https://api.example/uploads/a.webp',
    );
  });

  it('keeps relative paths on the same origin when the origin is empty', () => {
    expect(resolveImageUrl('/uploads/a.webp', '')).toBe('/uploads/a.webp');
  });

  it('uses http and https paths unchanged', () => {
    expect(resolveImageUrl('http://cdn.example/a.png', 'https://api.example')).toBe(
      'http://cdn.example/a.png',
    );
    expect(resolveImageUrl('HTTPS://cdn.example/a.png', '')).toBe('HTTPS://cdn.example/a.png');
  });

  it('gives null for no path', () => {
    expect(resolveImageUrl(null, '')).toBeNull();
    expect(resolveImageUrl('  ', '')).toBeNull();
    expect(resolveImageUrl(undefined, '')).toBeNull();
  });
});

describe('safeLink', () => {
  it('keeps http(s) addresses and drops every other scheme', () => {
    expect(safeLink('https://journal.example/a')).toBe('https://journal.example/a');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('')).toBeNull();
    expect(safeLink(null)).toBeNull();
  });
});

describe('htmlToText', () => {
  it('drops tags, decodes entities and collapses spaces', () => {
    expect(
      htmlToText('<p>Care &amp; <strong>teaching</strong></p><p>Second&nbsp;line &#8212; &#x41;</p>'),
    ).toBe('Care & teaching Second line — A');
  });
});

describe('dateParts', () => {
  it('derives day, short month and year in UTC', () => {
    expect(dateParts('2026-03-04')).toEqual({
      day: 4,
      month: 'Mar',
      year: 2026,
      iso: '2026-03-04T00:00:00.000Z',
    });
    expect(dateParts('2025-12-31T23:30:00Z')).toMatchObject({ day: 31, month: 'Dec', year: 2025 });
  });

  it('refuses invalid dates, days that do not exist included', () => {
    expect(dateParts('not a date')).toBeNull();
    expect(dateParts('2026-02-30')).toBeNull();
    expect(dateParts('')).toBeNull();
    expect(dateParts(null)).toBeNull();
  });
});

describe('normalizeNewsList', () => {
  const raw = [
    {
      Id: 3,
      Name: 'Capitalised keys',
      Description: 'Text',
      ImageUrl: '/uploads/n3.webp',
      Link: 'https://example.org',
      CreatedOn: '2026-03-01T09:00:00Z',
      IsBanner: true,
      IsNews: true,
    },
    {
      id: 4,
      name: 'Future item',
      description: 'Soon',
      imageUrl: 'http://cdn.example/n4.png',
      link: null,
      createdOn: '2026-03-20T09:00:00Z',
      isBanner: false,
      isNews: false,
    },
    { name: 'No id', isNews: true },
    'not an object',
    { Id: 5, id: 6, name: 'Both casings of one field' },
  ];

  it('accepts both key casings, drops items without an id and derives the date', () => {
    const items = normalizeNewsList(raw, options);
    expect(items.map((item) => item.id)).toEqual([3, 4]);
    expect(items[0]).toEqual({
      id: 3,
      name: 'Capitalised keys',
      description: 'Text',
      imageUrl: 'https://api.example/uploads/n3.webp',
      imageAlt: null,
      link: 'https://example.org',
      date: { day: 1, month: 'Mar', year: 2026, iso: '2026-03-01T09:00:00.000Z' },
      isFuture: false,
      isBanner: true,
      isNews: true,
      review: null,
    });
    expect(items[1]).toMatchObject({ imageUrl: 'http://cdn.example/n4.png', isFuture: true, link: null });
  });

  it('filters news and banners', () => {
    const items = normalizeNewsList(raw, options);
    expect(onlyNews(items).map((item) => item.id)).toEqual([3]);
    expect(onlyBanners(items).map((item) => item.id)).toEqual([3]);
  });

  it('gives no items for an answer that is not a list', () => {
    expect(normalizeNewsList({ message: 'Not found.' }, options)).toEqual([]);
    expect(normalizeNewsList(null, options)).toEqual([]);
  });

  it('keeps an item with an unreadable date, without a date', () => {
    const [item] = normalizeNewsList([{ id: 1, name: 'x', createdOn: 'soon' }], options);
    expect(item).toMatchObject({ date: null, isFuture: false, isBanner: false, isNews: false });
  });

  it('accepts string ids and booleans as the text true', () => {
    const [item] = normalizeNewsList([{ id: '12', isNews: 'true', isBanner: 'false' }], options);
    expect(item).toMatchObject({ id: 12, isNews: true, isBanner: false });
  });
});

describe('normalizeNewsItem', () => {
  it('reads one item, or null without an id', () => {
    expect(normalizeNewsItem({ Id: 9, Name: 'One' }, options)).toMatchObject({ id: 9, name: 'One' });
    expect(normalizeNewsItem({ message: 'Not found.' }, options)).toBeNull();
    expect(normalizeNewsItem([], options)).toBeNull();
  });
});

describe('normalizeOrganizations', () => {
  it('reads both casings and resolves the image', () => {
    expect(
      normalizeOrganizations(
        [{ Name: 'Hospital', Description: '<p>Beds</p>', ImageUrl: '/uploads/h.webp' }, { name: 'No image' }],
        options,
      ),
    ).toEqual([
      {
        key: 'index-0',
        name: 'Hospital',
        descriptionHtml: '<p>Beds</p>',
        imageUrl: 'https://api.example/uploads/h.webp',
        imageAlt: null,
        review: null,
      },
      { key: 'index-1', name: 'No image', descriptionHtml: '', imageUrl: null, imageAlt: null, review: null },
    ]);
  });
});

describe('normalizeAnalysis', () => {
  it('orders by priority and reads numbers', () => {
    const items = normalizeAnalysis(
      [
        { id: 1, Title: 'Beds', Number: '1250', Priority: 3 },
        { id: 2, title: 'Patients', number: 3_400_000, priority: 1 },
        { id: 3, title: 'No priority', number: 'many' },
        { id: 4, title: 'Satisfaction', number: 97, priority: 2 },
      ],
      options,
    );
    expect(items.map((item) => [item.title, item.number])).toEqual([
      ['Patients', 3_400_000],
      ['Satisfaction', 97],
      ['Beds', 1250],
      ['No priority', 0],
    ]);
  });
});

describe('normalizeComments', () => {
  it('drops comments without an id and keeps a plain-text copy of the HTML', () => {
    const items = normalizeComments(
      [
        { Id: 1, Name: 'Nour', Description: '<p>Parents &amp; children</p>', ImageUrl: '/uploads/c.webp' },
        { name: 'No id', description: 'x' },
      ],
      options,
    );
    expect(items).toEqual([
      {
        id: 1,
        name: 'Nour',
        descriptionHtml: '<p>Parents &amp; children</p>',
        descriptionText: 'Parents & children',
        imageUrl: 'https://api.example/uploads/c.webp',
        imageAlt: null,
      },
    ]);
  });
});

describe('normalizePartners', () => {
  it('uses the default logo when a partner has no image', () => {
    const items = normalizePartners(
      [
        { id: 1, name: 'University', imageUrl: '/uploads/u.webp', link: 'https://u.example' },
        { Id: 2, Name: 'Society', ImageUrl: null, Link: 'ftp://nope' },
        { name: 'No id' },
      ],
      options,
    );
    expect(items).toEqual([
      {
        id: 1,
        name: 'University',
        description: '',
        link: 'https://u.example',
        imageUrl: 'https://api.example/uploads/u.webp',
        hasOwnImage: true,
        imageAlt: null,
      },
      {
        id: 2,
        name: 'Society',
        description: '',
        link: null,
        imageUrl: '/default-logo.svg',
        hasOwnImage: false,
        imageAlt: null,
      },
    ]);
  });
});

describe('normalizeEvents', () => {
  const raw = [
    {
      Id: 1,
      EventName: 'Lectures',
      FormLink: null,
      IsActive: false,
      Date: '2026-01-10',
      Location: 'Hall 1',
      Time: '12:00',
      Description: 'Talks',
      ImagePath: '/uploads/e1.webp',
    },
    { id: 2, eventName: 'Open day', isActive: true, date: '2026-04-02', location: '', description: null },
    { id: 3, eventName: '', date: '2026-04-02' },
    { id: 4, eventName: 'Bad date', date: 'tomorrow' },
    { eventName: 'No id', date: '2026-04-02' },
  ];

  it('drops events without id, name or valid date, and reverses the order', () => {
    expect(normalizeEvents(raw, options).map((event) => event.id)).toEqual([2, 1]);
  });

  it('reads both casings and applies the SPEC defaults', () => {
    const [openDay, lectures] = normalizeEvents(raw, options);
    expect(lectures).toEqual({
      id: 1,
      eventName: 'Lectures',
      formLink: null,
      isActive: false,
      date: { day: 10, month: 'Jan', year: 2026, iso: '2026-01-10T00:00:00.000Z' },
      location: 'Hall 1',
      time: '12:00',
      description: 'Talks',
      hasDescription: true,
      imageUrl: 'https://api.example/uploads/e1.webp',
      hasOwnImage: true,
      imageAlt: null,
    });
    expect(openDay).toMatchObject({
      isActive: true,
      location: EVENT_LOCATION_FALLBACK,
      description: EVENT_DESCRIPTION_FALLBACK,
      hasDescription: false,
      time: null,
      imageUrl: '/default-logo.svg',
      hasOwnImage: false,
      imageAlt: null,
    });
    expect(EVENT_LOCATION_FALLBACK).toBe('Location not specified');
    expect(EVENT_DESCRIPTION_FALLBACK).toBe('No description available');
  });

  it('reads one event, or null when it would be dropped', () => {
    expect(normalizeEvent(raw[0], options)).toMatchObject({ id: 1, eventName: 'Lectures' });
    expect(normalizeEvent(raw[3], options)).toBeNull();
    expect(normalizeEvent(undefined, options)).toBeNull();
  });
});

describe('imageAltOf (decision 019)', () => {
  it("gives the text, '' for a decorative image whatever its text, and null for neither", () => {
    expect(imageAltOf({ imageAlt: '  A ward at night  ' })).toBe('A ward at night');
    expect(imageAltOf({ imageAlt: 'Ignored', imageDecorative: true })).toBe('');
    expect(imageAltOf({ imageAlt: '' })).toBeNull();
    expect(imageAltOf({})).toBeNull();
  });

  it("reads either casing, and never describes a default logo with the partner's words", () => {
    const [news] = normalizeNewsList([{ Id: 1, Name: 'N', ImageAlt: 'A nurse', ImageDecorative: false }], {
      apiOrigin: '',
      defaultLogoUrl: '/logo.svg',
    });
    expect(news?.imageAlt).toBe('A nurse');
    const [partner] = normalizePartners([{ id: 2, name: 'P', imageUrl: null, imageAlt: 'Stale words' }], {
      apiOrigin: '',
      defaultLogoUrl: '/logo.svg',
    });
    expect(partner?.imageAlt).toBeNull();
  });
});
