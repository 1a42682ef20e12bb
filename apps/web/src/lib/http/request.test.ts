import { HTTP_MESSAGES } from '@authority/shared/http-messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, answerText, request, requestJson, type StaffAuth, toApiError } from './request';
import { errorText, statusMessage } from './status-messages';
import { TimeoutError, withTimeout } from './timeout';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const stubFetch = (answer: () => Response | Promise<Response>) => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const sentHeaders = (fetchMock: ReturnType<typeof stubFetch>) =>
  new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

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

describe('request', () => {
  it('POSTs JSON under the public base and reads a JSON answer whatever its status', async () => {
    const fetchMock = stubFetch(() => Response.json({ message: 'Conflict here.' }, { status: 409 }));
    const answer = await request('/Events/7/submit', { method: 'POST', body: { Email: 'a@b.co' } });
    expect(answer).toMatchObject({ ok: false, status: 409, body: { message: 'Conflict here.' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/admin/Events/7/submit',
      expect.objectContaining({ method: 'POST', body: '{"Email":"a@b.co"}' }),
    );
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/json');
    expect(sentHeaders(fetchMock).get('authorization')).toBeNull();
  });

  it('reads no message from an answer that is not JSON (SPEC §7)', async () => {
    stubFetch(() => new Response('{"message":"x"}', { headers: { 'content-type': 'text/plain' } }));
    const answer = await request('/email/send', { method: 'POST', body: {} });
    expect(answer.body).toBeUndefined();
    expect(answerText(answer.body, 'message')).toBeUndefined();
  });

  it('calls the accounts base with the staff token, and ends the session on a 401', async () => {
    const onUnauthorized = vi.fn();
    const auth: StaffAuth = { token: () => 'jwt-1', onUnauthorized };
    const fetchMock = stubFetch(() => Response.json({ message: 'Session ended.' }, { status: 401 }));
    const answer = await request('/users', { base: 'accounts', auth });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/Accounts/users');
    expect(sentHeaders(fetchMock).get('authorization')).toBe('Bearer jwt-1');
    expect(answer.status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects with TimeoutError when no answer comes in time', async () => {
    vi.useFakeTimers();
    stubFetch(() => new Promise<Response>(() => {}));
    const settled = request('/email/send', { method: 'POST', body: {}, timeoutMs: 30_000 }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await settled).toBeInstanceOf(TimeoutError);
  });
});

describe('the language of a call', () => {
  afterEach(() => {
    document.documentElement.lang = '';
  });

  it('names a page’s language other than English in the call, since SPEC’s calls ignore Accept-Language', async () => {
    document.documentElement.lang = 'ar';
    const fetchMock = stubFetch(() => Response.json({}));
    await request('/email/send', { method: 'POST', body: {} });
    await request('/news?page=2');
    await request('/news/id/4?lang=ar');
    await request('/users', {
      base: 'accounts',
      auth: { token: () => 't', onUnauthorized: () => {}, language: () => 'ar' },
    });
    expect(fetchMock.mock.calls.map(([url]) => url.replace(/^.*\/api\/v1\/\w+/, ''))).toEqual([
      '/email/send?lang=ar',
      '/news?page=2&lang=ar',
      '/news/id/4?lang=ar',
      '/users?lang=ar',
    ]);
    expect(sentHeaders(fetchMock).get('accept-language')).toBe('ar');
  });

  it('leaves an English page’s calls as they are', async () => {
    document.documentElement.lang = 'en';
    const fetchMock = stubFetch(() => Response.json({}));
    await request('/email/send', { method: 'POST', body: {} });
    expect(fetchMock.mock.calls[0]?.[0]).toMatch(/\/api\/v1\/admin\/email\/send$/);
  });
});

describe('requestJson: the data, or one ApiError', () => {
  it('gives the data through parse; staff answers get camelCase keys, unless kept as sent', async () => {
    const auth: StaffAuth = { token: () => 'jwt', onUnauthorized: vi.fn() };
    stubFetch(() => Response.json({ Items: [{ Id: 1 }], Total: 1 }));
    expect(await requestJson('/inquiries', { auth })).toEqual({ items: [{ id: 1 }], total: 1 });
    stubFetch(() => Response.json({ details: { Name: 'x' } }));
    expect(await requestJson('/audit-log', { auth, keysAsSent: true })).toEqual({ details: { Name: 'x' } });
    stubFetch(() => new Response('[{"id":2}]'));
    expect(await requestJson('/news')).toEqual([{ id: 2 }]);
  });

  it('throws an ApiError with the status, a message to show, and the field errors', async () => {
    stubFetch(() =>
      Response.json(
        {
          message: 'Some fields need attention.',
          errors: { Email: ['Invalid.', 'Too long.'], city: 'Required.' },
        },
        { status: 400 },
      ),
    );
    const error = await requestJson('/news', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Some fields need attention.',
      fieldErrors: { email: ['Invalid.', 'Too long.'], city: ['Required.'] },
    });
    expect((error as ApiError).fieldMessages()).toEqual({ email: 'Invalid. Too long.', city: 'Required.' });
  });

  it('words a status by the catalogue, or as the call asks', async () => {
    stubFetch(() => Response.json({ message: 'Link revoked.' }, { status: 403 }));
    await expect(requestJson('/events/1/share-link')).rejects.toMatchObject({
      status: 403,
      message: 'Link revoked.',
    });
    stubFetch(() => Response.json({ message: 'Link revoked.' }, { status: 403 }));
    await expect(requestJson('/events/1/submit', { describe: statusMessage })).rejects.toMatchObject({
      message: HTTP_MESSAGES.forbidden,
    });
  });

  it('no answer is status 0 with the no-response text; an abort stays an abort', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(requestJson('/news')).rejects.toMatchObject({
      status: 0,
      message: HTTP_MESSAGES.noResponse,
    });
    const controller = new AbortController();
    controller.abort();
    stubFetch(() => Promise.reject(new DOMException('aborted', 'AbortError')));
    await expect(requestJson('/news', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('an answer parse cannot read is the unknown error, with the answer status', async () => {
    stubFetch(() => Response.json({ not: 'a list' }));
    const parse = (body: unknown) => {
      if (!Array.isArray(body)) throw new Error('not a list');
      return body;
    };
    await expect(requestJson('/news', {}, parse)).rejects.toMatchObject({
      status: 200,
      message: HTTP_MESSAGES.unknown,
    });
  });

  it('toApiError keeps an ApiError and makes anything else a missing answer', () => {
    const error = new ApiError(409, 'Clash.');
    expect(toApiError(error)).toBe(error);
    expect(toApiError(new Error('boom'))).toMatchObject({ status: 0, message: HTTP_MESSAGES.noResponse });
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

  it('errorText: no answer, and the server own words for a share link 403 and an upload 413/415', () => {
    expect(errorText(0)).toBe(HTTP_MESSAGES.noResponse);
    expect(errorText(403, 'Link revoked.')).toBe('Link revoked.');
    expect(errorText(413)).toBe(HTTP_MESSAGES.payloadTooLarge);
    expect(errorText(404, 'x')).toBe('Not found.');
  });
});
