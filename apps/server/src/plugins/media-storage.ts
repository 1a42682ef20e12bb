/**
 * The media storage as `app.mediaStorage` (lib/media/storage.ts). With a bucket, `/uploads/<file>`
 * is answered from it: streamed with the same immutable caching as local files, or, when
 * S3_PUBLIC_URL is set, redirected to the bucket's public address so the bytes skip this process.
 * A narrower width than an image has (lib/media/upload-names.ts) is answered with the full image.
 * Without one, the web-app plugin serves the uploads folder as it always has.
 */
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { media } from '../db/schema.js';
import { createMediaStorage, type MediaStorage } from '../lib/media/storage.js';
import { fullImageOf, STORED_NAME } from '../lib/media/upload-names.js';

declare module 'fastify' {
  interface FastifyInstance {
    mediaStorage: MediaStorage;
  }
}

export interface MediaStorageOptions {
  /** A storage made by the caller (tests); made from the configuration otherwise. */
  storage?: MediaStorage;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Hashes whose renditions were looked up (a row never changes): enough for every image of a site. */
const MAX_REMEMBERED_IMAGES = 10_000;

async function mediaStoragePlugin(app: FastifyInstance, options: MediaStorageOptions) {
  const storage = options.storage ?? createMediaStorage(app.config);
  app.decorate('mediaStorage', storage);
  app.addHook('onClose', async () => storage.close());
  if (storage.kind === 'local') return;

  const publicUrl = app.config.s3?.publicUrl;
  // Which renditions an image has, by hash, from its `media` row: the bucket's public address is
  // not asked, so a width the image is too narrow for is sent to the full image from the row.
  const renditions = new Map<string, readonly string[]>();
  const hasRendition = async (name: string) => {
    const hash = name.slice(0, 32);
    let names = renditions.get(hash);
    if (names === undefined) {
      const row = await app.db.query.media.findFirst({
        columns: { variants: true },
        where: eq(media.hash, hash),
      });
      // An unknown hash: its name is passed on, and the bucket answers it.
      if (!row) return true;
      names = row.variants.map((variant) => variant.path.slice(variant.path.lastIndexOf('/') + 1));
      if (renditions.size >= MAX_REMEMBERED_IMAGES) renditions.clear();
      renditions.set(hash, names);
    }
    return names.includes(name);
  };

  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!STORED_NAME.test(name)) return reply.code(404).send({ message: HTTP_MESSAGES.notFound });
    const full = fullImageOf(name);
    if (publicUrl) {
      const target = full !== undefined && !(await hasRendition(name)) ? full : name;
      // Not permanent: the operator may move the bucket; a day of caching spares the round trip.
      return reply.header('cache-control', 'public, max-age=86400').redirect(`${publicUrl}/${target}`, 302);
    }
    const file = (await storage.get(name)) ?? (full === undefined ? undefined : await storage.get(full));
    if (!file) return reply.code(404).send({ message: HTTP_MESSAGES.notFound });
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', `"${name.slice(0, -'.webp'.length)}"`)
      .type(file.contentType ?? 'image/webp');
    if (file.bytes !== undefined) reply.header('content-length', file.bytes);
    return reply.send(file.body);
  });
}

export default fp(mediaStoragePlugin, { name: 'media-storage' });
