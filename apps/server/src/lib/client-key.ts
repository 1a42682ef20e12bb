/**
 * Who a client is, for rate limits and sign-in lockout (decision 006): its address as Fastify
 * reports it (`request.ip`, which honours TRUST_PROXY), reduced so that one client cannot pose as
 * many. An IPv4 address is itself; an IPv6 address stands for its /64, the block one home or host
 * is usually given (anyone holding a /64 can use 2^64 addresses); an IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.1`, a dual-stack socket's view of an IPv4 peer) is the IPv4 address.
 */
import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/** The eight 16-bit groups of an IPv6 address, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const bare = address.replace(/%.*$/, ''); // a zone id (fe80::1%eth0) names a link, not a host
  if (!isIPv6(bare)) return undefined;
  // A dotted IPv4 tail (`::ffff:192.0.2.1`) is the last two groups written another way.
  const text = bare.toLowerCase().replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_all, a, b, c, d) => {
    const group = (high: string, low: string) => ((Number(high) << 8) | Number(low)).toString(16);
    return `${group(a, b)}:${group(c, d)}`;
  });
  const [head = '', rest] = text.split('::') as [string, string | undefined];
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const front = parse(head);
  const back = parse(rest ?? '');
  const missing = 8 - front.length - back.length;
  if (rest === undefined && missing !== 0) return undefined;
  return [...front, ...Array<number>(Math.max(missing, 0)).fill(0), ...back];
}

export function clientKey(ip: string): string {
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return ip;
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  const prefix = groups.slice(0, 4);
  // Shortest form of the /64: trailing zero groups fold into the `::` before the length.
  while (prefix.length > 0 && prefix[prefix.length - 1] === 0) prefix.pop();
  return `${prefix.map((group) => group.toString(16)).join(':')}::/64`;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes "the nearest n hops are proxies":
 * Fastify refuses a bare number (it cannot check the nearest peer), so this is only safe when
 * clients cannot reach the server except through the proxies (e.g. HOST=127.0.0.1); a list of
 * the proxies' addresses is safe anywhere.
 */
export function trustProxyOption(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/**
 * The client's address as Fastify's `request.ip` reports it under TRUST_PROXY, for answers sent
 * before Fastify (lib/fast-lane.ts): the peer, or through trusted proxies the address they name.
 */
export function clientAddress(
  setting: false | number | string[],
): (request: IncomingMessage) => string | undefined {
  const option = trustProxyOption(setting);
  if (option === false) return (request) => request.socket.remoteAddress;
  const trust = typeof option === 'function' ? option : proxyAddr.compile(option);
  return (request) => proxyAddr(request, trust);
}
