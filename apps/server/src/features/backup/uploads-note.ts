/** What `db:backup` says about the uploaded images, which a backup names (table `media`) but does not hold. */
import type { Config } from '../../lib/env.js';

export function uploadsNote(config: Pick<Config, 'uploadsDir' | 's3'>): string {
  if (!config.s3) {
    return `Uploaded images are not in it: copy ${config.uploadsDir} beside it (e.g. rsync -a ${config.uploadsDir}/ <backup place>/uploads/).`;
  }
  const endpoint = config.s3.endpoint ? ` --endpoint-url ${config.s3.endpoint}` : '';
  return [
    `Uploaded images are not in it: they are in the bucket s3://${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}.`,
    `Copy them with your storage's tool, e.g. aws s3 sync s3://${config.s3.bucket} <backup place>/uploads${endpoint}, or keep bucket versioning on.`,
  ].join('\n');
}
