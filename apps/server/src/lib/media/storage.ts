/**
 * Where uploaded images live (decision 011): the local uploads folder under DATA_DIR (the default,
 * one machine), or an S3-compatible bucket (AWS, Cloudflare R2, MinIO, Ceph…) when S3_BUCKET is
 * set, so that every process of a fleet stores and serves the same files. Files are named by
 * content hash and never change, so neither driver needs to update or delete anything.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
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

/**
 * The AWS SDK (~20 MiB resident) is loaded with the first file stored or read, and only when a
 * bucket is configured: a server on local uploads never loads it (memory).
 */
export function s3Storage(s3: S3Config): MediaStorage {
  let connection: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: s3.region,
        ...(s3.endpoint ? { endpoint: s3.endpoint, forcePathStyle: true } : {}),
        ...(s3.credentials ? { credentials: s3.credentials } : {}),
      }),
    })));
  return {
    kind: 's3',
    location: `s3://${s3.bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`,
    put: async (name, data, contentType) => {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: s3.bucket,
          Key: name,
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    get: async (name) => {
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: name }));
        if (!object.Body) return undefined;
        return {
          body: object.Body as Readable,
          bytes: object.ContentLength,
          contentType: object.ContentType,
        };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return undefined;
        throw error;
      }
    },
    close: () => {
      void connection?.then(({ client }) => client.destroy());
    },
  };
}
