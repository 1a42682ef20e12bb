/**
 * Fills an empty database with the demo content of content.ts and its images, the static SVG
 * files in ./images. The caller decides where images go (`storeSvg`) and seeds only when
 * `hasContent` says the database is empty.
 */
import { readFile } from 'node:fs/promises';
import type { Database } from '../client.js';
import {
  buildAnalysis,
  buildBranch,
  buildComment,
  buildEvent,
  buildNews,
  buildOrganization,
  buildPartner,
  isoDay,
} from '../factories.js';
import { analysis, branches, comments, events, news, organizations, partners } from '../schema.js';
import { ACHIEVEMENTS, BRANCHES, EVENTS, INSTITUTIONS, NEWS, PARTNERS, TESTIMONIALS } from './content.js';
import {
  ACHIEVEMENTS_AR,
  BRANCHES_AR,
  EVENTS_AR,
  type EventArabic,
  INSTITUTIONS_AR,
  NEWS_AR,
  PARTNERS_AR,
  TESTIMONIALS_AR,
  type TestimonialArabic,
} from './content-ar.js';

/** Stores an image and returns its public path, e.g. '/uploads/ab12….webp'. */
export type StoreSvg = (name: string, svg: string) => Promise<string>;

/**
 * The folder of the seed's SVG files, beside this module: src/db/seed/images when run from
 * source (tsx, vitest), dist/images in the bundle, where scripts/build.mjs copies it (every
 * bundled file sits directly in dist/).
 */
export const SEED_IMAGES_DIR = new URL('./images/', import.meta.url);

export interface SeedCounts {
  organizations: number;
  news: number;
  analysis: number;
  comments: number;
  partners: number;
  events: number;
  branches: number;
}

const CONTENT_TABLES = [organizations, news, analysis, comments, partners, events, branches] as const;

/** True when any public content table already has a row. */
export async function hasContent(db: Database): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    if ((await db.$count(table)) > 0) return true;
  }
  return false;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A publication time `days` from `now`, at 09:00 UTC so the list reads like an office's. */
function publishedAt(now: Date, days: number): Date {
  const at = new Date(now.getTime() + days * DAY_MS);
  at.setUTCHours(9, 0, 0, 0);
  return at;
}

/**
 * Stores the images one at a time, in content order, and returns their paths in that order. The
 * stored name is the file's, without `.svg` (the `media` row keeps it as its original name).
 */
async function storeEach(items: readonly { image: string | null }[], storeSvg: StoreSvg) {
  const paths: (string | null)[] = [];
  for (const { image } of items) {
    if (!image) {
      paths.push(null);
      continue;
    }
    const svg = await readFile(new URL(image, SEED_IMAGES_DIR), 'utf8');
    paths.push(await storeSvg(image.replace(/\.svg$/, ''), svg));
  }
  return paths;
}

/**
 * An image's words in English and Arabic (decision 019): the seed's pictures are illustrations in
 * the brand's colours, so each says what it illustrates. With no image there is nothing to say.
 */
function wordsOf(
  image: string | null | undefined,
  english: string,
  arabic: string,
  ar: Record<string, string>,
) {
  return image
    ? { imageAlt: english, translations: { ar: { ...ar, imageAlt: arabic } } }
    : { imageAlt: '', translations: { ar } };
}

/** A testimonial's row name is `person, role`; in Arabic with the Arabic comma. */
function testimonialTranslation({ person, role, description }: TestimonialArabic) {
  return { name: `${person}، ${role}`, description };
}

/** An event without a description has none in Arabic either. */
function eventTranslation({ description, ...fields }: EventArabic): Record<string, string> {
  return description === null ? fields : { ...fields, description };
}

/**
 * The Arabic of an English list's items by index. A list of another length is a mistake in
 * content-ar.ts: it would pair items with the wrong translations, so the seed stops.
 */
function arabicOf<Arabic>(english: readonly unknown[], arabic: readonly Arabic[], list: string) {
  if (arabic.length !== english.length) {
    throw new Error(`${list}: ${arabic.length} Arabic items for ${english.length} English ones`);
  }
  return (i: number): Arabic => {
    const item = arabic[i];
    if (item === undefined) throw new Error(`${list}: no Arabic item ${i}`);
    return item;
  };
}

export async function seedContent(
  db: Database,
  storeSvg: StoreSvg,
  now: Date = new Date(),
): Promise<SeedCounts> {
  const institutionAr = arabicOf(INSTITUTIONS, INSTITUTIONS_AR, 'INSTITUTIONS_AR');
  const newsAr = arabicOf(NEWS, NEWS_AR, 'NEWS_AR');
  const eventAr = arabicOf(EVENTS, EVENTS_AR, 'EVENTS_AR');
  const achievementAr = arabicOf(ACHIEVEMENTS, ACHIEVEMENTS_AR, 'ACHIEVEMENTS_AR');
  const partnerAr = arabicOf(PARTNERS, PARTNERS_AR, 'PARTNERS_AR');
  const testimonialAr = arabicOf(TESTIMONIALS, TESTIMONIALS_AR, 'TESTIMONIALS_AR');
  const branchAr = arabicOf(BRANCHES, BRANCHES_AR, 'BRANCHES_AR');

  // Images are stored before the transaction opens: the store writes `media` rows through `db`,
  // and on PGlite a query outside an open transaction waits for that transaction to end.
  const institutionImages = await storeEach(INSTITUTIONS, storeSvg);
  const newsImages = await storeEach(NEWS, storeSvg);
  const eventImages = await storeEach(EVENTS, storeSvg);
  const achievementImages = await storeEach(ACHIEVEMENTS, storeSvg);
  const partnerImages = await storeEach(PARTNERS, storeSvg);
  const testimonialImages = await storeEach(TESTIMONIALS, storeSvg);
  const branchImages = await storeEach(BRANCHES, storeSvg);

  const rows = {
    organizations: INSTITUTIONS.map((item, i) =>
      buildOrganization({
        name: item.name,
        description: item.description,
        imageUrl: institutionImages[i] ?? null,
        ...wordsOf(
          institutionImages[i],
          `Illustration of ${item.name}`,
          `رسم توضيحي لـ${institutionAr(i).name}`,
          {
            ...institutionAr(i),
          },
        ),
        priority: i + 1,
      }),
    ),
    news: NEWS.map((item, i) =>
      buildNews({
        name: item.name,
        description: item.description,
        imageUrl: newsImages[i] ?? null,
        ...wordsOf(
          newsImages[i],
          `Illustration for the news “${item.name}”`,
          `رسم توضيحي لخبر «${newsAr(i).name}»`,
          {
            ...newsAr(i),
          },
        ),
        link: item.link ?? null,
        createdOn: publishedAt(now, item.daysFromNow),
        isBanner: item.isBanner ?? false,
        isNews: item.isNews ?? true,
      }),
    ),
    analysis: ACHIEVEMENTS.map((item, i) =>
      buildAnalysis({
        title: item.title,
        number: item.number,
        imageUrl: achievementImages[i] ?? null,
        // A line icon beside its label: it says nothing the label does not.
        imageDecorative: true,
        priority: i + 1,
        translations: { ar: { ...achievementAr(i) } },
      }),
    ),
    comments: TESTIMONIALS.map((item, i) =>
      buildComment({
        name: `${item.person}, ${item.role}`,
        description: item.description,
        imageUrl: testimonialImages[i] ?? null,
        ...wordsOf(
          testimonialImages[i],
          `Initials of ${item.person}`,
          `الأحرف الأولى من اسم ${testimonialAr(i).person}`,
          testimonialTranslation(testimonialAr(i)),
        ),
      }),
    ),
    partners: PARTNERS.map((item, i) =>
      buildPartner({
        name: item.name,
        description: item.description,
        link: item.link,
        imageUrl: partnerImages[i] ?? null,
        ...wordsOf(partnerImages[i], `${item.name} logo`, `شعار ${partnerAr(i).name}`, { ...partnerAr(i) }),
      }),
    ),
    events: EVENTS.map((item, i) =>
      buildEvent({
        eventName: item.eventName,
        isActive: item.isActive,
        date: isoDay(item.daysFromNow, now),
        time: item.time,
        location: item.location,
        description: item.description,
        imagePath: eventImages[i] ?? null,
        ...wordsOf(
          eventImages[i],
          `Illustration for the event “${item.eventName}”`,
          `رسم توضيحي لفعالية «${eventAr(i).eventName}»`,
          eventTranslation(eventAr(i)),
        ),
      }),
    ),
    branches: BRANCHES.map((item, i) =>
      buildBranch({
        name: item.name,
        city: item.city,
        address: item.address,
        phone: item.phone,
        email: item.email,
        mapLink: item.mapLink,
        imageUrl: branchImages[i] ?? null,
        ...wordsOf(branchImages[i], `Illustration of ${item.name}`, `رسم توضيحي لـ${branchAr(i).name}`, {
          ...branchAr(i),
        }),
        priority: i + 1,
      }),
    ),
  };

  await db.transaction(async (tx) => {
    await tx.insert(organizations).values(rows.organizations);
    await tx.insert(news).values(rows.news);
    await tx.insert(analysis).values(rows.analysis);
    await tx.insert(comments).values(rows.comments);
    await tx.insert(partners).values(rows.partners);
    await tx.insert(events).values(rows.events);
    await tx.insert(branches).values(rows.branches);
  });

  return {
    organizations: rows.organizations.length,
    news: rows.news.length,
    analysis: rows.analysis.length,
    comments: rows.comments.length,
    partners: rows.partners.length,
    events: rows.events.length,
    branches: rows.branches.length,
  };
}
