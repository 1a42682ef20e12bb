import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './logging.js';

describe('log redaction', () => {
  it('hides the values of key, token, code and e-mail parameters, keeping the rest', () => {
    expect(redactUrl('/a?key=abc&page=2&Email=x%40y.org&resetToken=t&verificationCode=123456')).toBe(
      '/a?key=[redacted]&page=2&Email=[redacted]&resetToken=[redacted]&verificationCode=[redacted]',
    );
    expect(redactUrl('/a?search=basra')).toBe('/a?search=basra');
    expect(redactUrl('/a')).toBe('/a');
    expect(redactUrl('/a?%6Bey=abc&e-mail=a@b')).toBe('/a?%6Bey=[redacted]&e-mail=[redacted]');
  });

  it('hides the words of a site search, a health question, and nothing that only starts with q', () => {
    expect(redactUrl('/search?q=my%20diagnosis&page=2')).toBe('/search?q=[redacted]&page=2');
    expect(redactUrl('/api/v1/admin/search?lang=ar&Q=x&q=')).toBe(
      '/api/v1/admin/search?lang=ar&Q=[redacted]&q=[redacted]',
    );
    expect(redactUrl('/a?quantity=3')).toBe('/a?quantity=3');
  });

  it('is what the request log lines carry', async () => {
    let output = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        output += chunk;
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/x', async () => 'ok');
    await app.inject({
      url: '/x?key=share-secret&email=someone%40example.org&page=2',
      headers: { 'x-share-key': 'header-secret' },
    });
    await app.close();
    expect(output).toContain('"url":"/x?key=[redacted]&email=[redacted]&page=2"');
    expect(output).not.toMatch(/share-secret|someone|header-secret/);
  });
});
