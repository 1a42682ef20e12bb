/**
 * Where uploaded images live (decision 011): the local uploads folder under DATA_DIR (the default,
 * one machine), or an S3-compatible bucket (AWS, Cloudflare R2, MinIO, Ceph…) when S3_BUCKET is
 * set, so that every process of a fleet stores and serves the same files. Files are named by
 * content hash and never change, so neither driver needs to update or delete anything.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config, S3Config } from '../env.js';

export interface StoredFile {
  body: Readable;
  bytes: number | undefined;
  contentType: string | undefined;
}

export interface MediaStorage {
  readonly kind: 'local' | 's3';
  /** Where the files are, for people (the log, `db:backup`). */
  readonly location: string;
  put(name: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none by that name. */
  get(name: string): Promise<StoredFile | undefined>;
  close(): void;
}

export function createMediaStorage(config: Pick<Config, 'uploadsDir' | 's3'>): MediaStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(config.uploadsDir);
}

/** Today's behaviour: files in DATA_DIR/uploads, served by the web-app plugin's static files. */
export function localStorage(uploadsDir: string): MediaStorage {
  return {
    kind: 'local',
    location: uploadsDir,
    put: async (name, data) => {
      await mkdir(uploadsDir, { recursive: true });
      await writeFile(path.join(uploadsDir, name), data);
    },
    get: async () => undefined,
    close: () => {},
  };
}

export function s3Storage(s3: S3Config): MediaStorage {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
  });
  return {
    kind: 's3',
    location: `s3://${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`,
    put: async (name, data, contentType) => {
      await client.send(
        new PutObjectCommand({
          Bucket: s3.bucket,
          Key: name,
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    get: async (name) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: name }));
        if (!object.Body) return undefined;
        return {
          body: object.Body as Readable,
          bytes: object.ContentLength,
          contentType: object.ContentType,
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    close: () => client.destroy(),
  };
}
