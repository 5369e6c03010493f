import { isIPv6 } from 'node:net';

/**
 * The rate-limit bucket of a client address (request.ip, already the forwarded client when
 * TRUST_PROXY names the proxy): an IPv4 address as it is, an IPv4-mapped IPv6 address as its IPv4,
 * any other IPv6 address as its /64 network. One subscriber or office gets a whole /64, so
 * counting single IPv6 addresses would hand one client 2^64 buckets.
 */
export function clientBucket(ip: string): string {
  const address = (ip.split('%')[0] ?? ip).toLowerCase();
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:([0-9]{1,3}(\.[0-9]{1,3}){3})$/.exec(address);
  if (mapped?.[1] !== undefined) return mapped[1];
  const groups = ipv6Groups(address);
  return groups === null ? address : `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of a valid IPv6 address, without leading zeros (an IPv4 tail counts as two). */
function ipv6Groups(address: string): string[] | null {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groupsOf = (text: string): string[] =>
    text === '' ? [] : text.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const left = groupsOf(halves[0] ?? '');
  const right = halves.length === 2 ? groupsOf(halves[1] ?? '') : [];
  const zeros = halves.length === 2 ? 8 - left.length - right.length : 0;
  const groups = [...left, ...Array.from({ length: zeros }, () => '0'), ...right];
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => Number.parseInt(group, 16).toString(16));
}
