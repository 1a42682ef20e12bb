/**
 * The media storage as `app.mediaStorage` (lib/media/storage.ts). With a bucket, `/uploads/<file>`
 * is answered from it: streamed with the same immutable caching as local files, or, when
 * S3_PUBLIC_URL is set, redirected to the bucket's public address so the bytes skip this process.
 * Without one, the web-app plugin serves the uploads folder as it always has.
 */
import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMediaStorage, type MediaStorage } from '../lib/media/storage.js';

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
/** Every name storeImage gives: a content hash, maybe a width, `.webp`. */
const STORED_NAME = /^[0-9a-f]{32}(-\d{2,5}w)?\.webp$/;

async function mediaStoragePlugin(app: FastifyInstance, options: MediaStorageOptions) {
  const storage = options.storage ?? createMediaStorage(app.config);
  app.decorate('mediaStorage', storage);
  app.addHook('onClose', async () => storage.close());
  if (storage.kind === 'local') return;

  const publicUrl = app.config.s3?.publicUrl;
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!STORED_NAME.test(name)) return reply.code(404).send({ message: HTTP_MESSAGES.notFound });
    if (publicUrl) {
      // Not permanent: the operator may move the bucket; a day of caching spares the round trip.
      return reply.header('cache-control', 'public, max-age=86400').redirect(`${publicUrl}/${name}`, 302);
    }
    const file = await storage.get(name);
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
