import { expect, it } from 'vitest';
import { testConfig } from '../../test/app.js';
import { uploadsNote } from './uploads-note.js';

it('names the uploads folder when images are local', () => {
  const config = testConfig();
  expect(uploadsNote(config)).toBe(
    `Uploaded images are not in it: copy ${config.uploadsDir} beside it (e.g. rsync -a ${config.uploadsDir}/ <backup place>/uploads/).`,
  );
});

it('names the bucket, and how to copy it, when images are in S3', () => {
  const config = testConfig({ S3_BUCKET: 'authority-media', S3_ENDPOINT: 'https://s3.example.org' });
  expect(uploadsNote(config).split('\n')).toEqual([
    'Uploaded images are not in it: they are in the bucket s3://authority-media at https://s3.example.org.',
    "Copy them with your storage's tool, e.g. aws s3 sync s3://authority-media <backup place>/uploads --endpoint-url https://s3.example.org, or keep bucket versioning on.",
  ]);
});
