/**
 * The server's log options (pino through Fastify). Secrets and personal data stay out of the log:
 * the staff token, cookies and the share-key header are redacted, and so is the value of every
 * query parameter named like a key, token, code or e-mail address, wherever a client put one
 * (decision 008).
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAM = /key|token|code|e-?mail|password|secret/i;
/** A site search's words are a health question: never logged (docs/decisions/037-site-search.md). */
const SEARCH_PARAM = /^q$/i;

/** `url` with the values of secret-looking query parameters, and of a search, replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is judged as it came.
      }
      return (SECRET_PARAM.test(name) || SEARCH_PARAM.test(name)) && eq !== -1
        ? `${rawName}=[redacted]`
        : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

export function loggerOptions(level: string) {
  return {
    level,
    redact: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-share-key"]',
      'res.headers["set-cookie"]',
    ],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
