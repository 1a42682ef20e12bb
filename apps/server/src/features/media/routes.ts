/**
 * `POST /api/v1/admin/media`: one image in the multipart field `file`. JPEG, PNG and
 * WebP are recognised by content (415 otherwise, SVG included), at most 5 MB (413), then
 * re-encoded to WebP in a few widths without metadata and stored by content hash.
 *
 * A file of one of those types that the decoder cannot read (cut short, corrupt, a PNG body
 * behind a JPEG signature) or that has too many pixels is 422: the request is well formed and its
 * type is accepted, but this content cannot be processed (RFC 9110 §15.5.21); SPEC §8 shows a
 * 422's own message, which says what to do. Never a 5xx: the fault is the file's.
 */
import { MEDIA_TEXTS } from '@authority/shared/back-office-texts';
import { hasBidiControl } from '@authority/shared/bidi';
import { MEDIA_UPLOAD } from '@authority/shared/media';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { audit } from '../../lib/audit.js';
import { DamagedImageError, storeImage, TooManyPixelsError } from '../../lib/media/store-image.js';
import { staffOf } from '../../plugins/access.js';
import { detectImageType } from './image-type.js';

const MAX_UPLOAD_BYTES = MEDIA_UPLOAD.maxBytes;

export default async function mediaRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    MEDIA_UPLOAD.path,
    // Editors too: their drafts have images (docs/content-review.md).
    { config: { access: 'staff', editor: true }, bodyLimit: MAX_UPLOAD_BYTES + 64 * 1024 },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, MEDIA_TEXTS.wrongType);
      // A multipart body the parser cannot read (cut short, broken part headers, too many parts)
      // is the sender's problem, never a server error.
      const unreadable = (error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          return new AppError(413, MEDIA_TEXTS.tooLarge);
        request.log.info({ parser: (error as Error).message }, 'unreadable upload refused');
        return AppError.badRequest(MEDIA_TEXTS.incomplete);
      };
      let file: Awaited<ReturnType<typeof request.file>>;
      try {
        file = await request.file();
      } catch (error) {
        throw unreadable(error);
      }
      if (!file || file.fieldname !== MEDIA_UPLOAD.field) throw AppError.badRequest(MEDIA_TEXTS.noFile);
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        throw unreadable(error);
      }
      if (!detectImageType(data)) throw new AppError(415, MEDIA_TEXTS.wrongType);
      // The name is recorded and shown to staff: `photo\u202Egpj.exe` must not read as another file.
      if (hasBidiControl(file.filename))
        throw AppError.badRequest(MEDIA_TEXTS.nameDirection, {
          [MEDIA_UPLOAD.field]: [MEDIA_TEXTS.nameDirection],
        });

      const staff = staffOf(request);
      let stored: Awaited<ReturnType<typeof storeImage>>;
      try {
        stored = await storeImage({
          db: app.db,
          storage: app.mediaStorage,
          data,
          originalName: file.filename.slice(0, 200),
          uploadedBy: staff.userId,
        });
      } catch (error) {
        if (error instanceof DamagedImageError) {
          request.log.info({ decoder: (error.cause as Error | undefined)?.message }, 'damaged image refused');
          throw new AppError(422, MEDIA_TEXTS.damaged);
        }
        if (error instanceof TooManyPixelsError) throw new AppError(422, MEDIA_TEXTS.tooManyPixels);
        throw error;
      }
      await audit(app.db, {
        action: 'media.upload',
        actor: { id: staff.userId, email: staff.email },
        entity: 'media',
        entityId: stored.path,
        ip: request.ip,
        at: app.now(),
        details: { originalName: file.filename, bytes: data.length },
      });
      return reply.code(201).send(stored);
    },
  );
}
