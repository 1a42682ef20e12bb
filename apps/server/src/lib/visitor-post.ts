/** What every visitor form call shares: a small body limit and a per-client rate limit. */
import type { FastifyInstance } from 'fastify';

/** Bodies of visitor forms are a few hundred bytes; anything near this is not a form. */
export const VISITOR_BODY_LIMIT = 16 * 1024;

export const visitorPostOptions = (app: FastifyInstance) => ({
  bodyLimit: VISITOR_BODY_LIMIT,
  config: {
    access: 'public' as const,
    rateLimit: { max: app.config.formPostsPerMinute, timeWindow: 60_000 },
  },
});
