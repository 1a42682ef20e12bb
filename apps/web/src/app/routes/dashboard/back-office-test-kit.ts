/**
 * Test helpers for the back office screens: a fetch double for the calls under /api/v1/admin
 * (with their query and headers recorded) and a fake XMLHttpRequest for image uploads, whose
 * progress and answer a test drives. Imported by tests only.
 */
import { API } from '@authority/shared/routes';
import { vi } from 'vitest';
import { json } from './staff-test-kit';

export interface AdminCall {
  method: string;
  /** Under /api/v1/admin, without the query. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

type Answer = Response | Promise<Response> | 'network-error';
export type AdminHandlers = Record<string, (call: AdminCall) => Answer>;

/**
 * Replaces fetch: `handlers` is keyed by 'METHOD /path' under /api/v1/admin (the path as
 * written, query left out); anything else answers 404. Every call is recorded.
 */
export function mockAdminApi(handlers: AdminHandlers) {
  const calls: AdminCall[] = [];
  const fetchDouble = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), window.location.origin);
    const call: AdminCall = {
      method: init.method ?? 'GET',
      path: url.pathname.startsWith(API.publicBase)
        ? url.pathname.slice(API.publicBase.length)
        : url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const answer = handler ? await handler(call) : json(404, { message: 'Not found.' });
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer;
  });
  vi.stubGlobal('fetch', fetchDouble);
  return { calls, fetch: fetchDouble };
}

/** A fake XMLHttpRequest: records what was sent; the test moves the upload on and answers. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  headers = new Headers();
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }

  /** The browser has sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  /** The server's answer arrives. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }

  static install() {
    FakeXhr.instances = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }
  static last(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No upload was started');
    return xhr;
  }
}
