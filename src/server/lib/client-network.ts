/**
 * The network a client address stands for, as one key: IPv4 as it is (an IPv4-mapped IPv6 address
 * too), IPv6 by its /64 (one subscriber gets a whole /64 and could otherwise change address at every
 * request); hashed, so what is stored is not the address. The visitors' upload budgets
 * (features/uploads/budget.ts) and the unpaid holds a client may keep (features/registrations) count by it.
 */
import { createHash } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

export function clientKeyOf(ip: string): string {
  let subject = ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped && isIPv4(mapped[1])) subject = mapped[1];
  else if (isIPv6(ip)) subject = `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
  return `c:${createHash('sha256').update(subject).digest('base64url').slice(0, 32)}`;
}

/** The eight groups of an IPv6 address, four hex digits each (a zone index dropped). */
function expandIPv6(ip: string): string[] {
  const [head, tail] = ip.split('%')[0].toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((g) => g.padStart(4, '0'));
}
