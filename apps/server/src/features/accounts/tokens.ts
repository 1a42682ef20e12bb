import { randomBytes } from 'node:crypto';

export const newSessionId = () => randomBytes(24).toString('base64url');
