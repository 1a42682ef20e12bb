import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { describe, expect, it, vi } from 'vitest';
import { answerText, postPublicJson } from './post-json';
import { statusMessage } from './status-messages';
import { TimeoutError, withTimeout } from './timeout';

describe('withTimeout', () => {
  it('aborts the signal and rejects with TimeoutError once the time is up, even if the call ignores it', async () => {
    vi.useFakeTimers();
    let seen: AbortSignal | undefined;
    const result = withTimeout(15_000, (signal) => {
      seen = signal;
      return new Promise<never>(() => {});
    });
    const settled = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(seen?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen?.aborted).toBe(true);
    expect(await settled).toBeInstanceOf(TimeoutError);
  });

  it('answers in time without a trace, and passes an outer abort on', async () => {
    vi.useFakeTimers();
    expect(await withTimeout(1_000, async () => 'ok')).toBe('ok');
    expect(vi.getTimerCount()).toBe(0);
    const outer = new AbortController();
    let seen: AbortSignal | undefined;
    void withTimeout(
      undefined,
      (signal) => {
        seen = signal;
        return new Promise(() => {});
      },
      outer.signal,
    );
    outer.abort();
    expect(seen?.aborted).toBe(true);
  });
});

describe('postPublicJson', () => {
  it('POSTs JSON under the public base and reads a JSON answer whatever its status', async () => {
    const fetchMock = vi.fn(async () => Response.json({ message: 'Conflict here.' }, { status: 409 }));
    vi.stubGlobal('fetch', fetchMock);
    const answer = await postPublicJson('/Events/7/submit', { Email: 'a@b.co' });
    expect(answer).toMatchObject({ ok: false, status: 409, body: { message: 'Conflict here.' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/admin/Events/7/submit',
      expect.objectContaining({
        method: 'POST',
        body: '{"Email":"a@b.co"}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it('reads no message from an answer that is not JSON (SPEC §7)', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('{"message":"x"}', { headers: { 'content-type': 'text/plain' } }),
    );
    const answer = await postPublicJson('/email/send', {});
    expect(answer.body).toBeUndefined();
    expect(answerText(answer.body, 'message')).toBeUndefined();
  });
});

describe("statusMessage: SPEC §8's catalogue", () => {
  it.each([
    [400, 'Server says.', 'Server says.'],
    [400, undefined, 'Bad request (400).'],
    [401, 'x', 'Unauthorized.'],
    [403, 'x', 'Forbidden.'],
    [404, 'x', 'Not found.'],
    [409, 'Already.', 'Already.'],
    [409, undefined, 'Conflict.'],
    [415, 'x', 'Unsupported media type.'],
    [422, 'Check it.', 'Check it.'],
    [422, undefined, 'Unprocessable entity.'],
    [429, 'x', 'Too many requests. Try again later.'],
    [500, 'x', 'Server error. Please try again later.'],
    [503, 'x', 'Server error. Please try again later.'],
    [413, 'Too big.', 'Too big.'],
    [418, undefined, 'Unknown error.'],
  ])('%i with %j → %s', (status, message, text) => {
    expect(statusMessage(status, message)).toBe(text);
  });

  it('uses the shared texts', () => {
    expect(statusMessage(429)).toBe(HTTP_MESSAGES.tooManyRequests);
  });
});
