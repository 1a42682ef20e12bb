/** The render pool's task (pool.ts): one certificate, in a thread of its own. */
import type { CertificateInput } from './faces.js';
import { renderCertificatePdf } from './render.js';

export default async function renderTask(input: CertificateInput): Promise<Uint8Array> {
  return renderCertificatePdf(input);
}
