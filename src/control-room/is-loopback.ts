// Who may use the control API: it changes the whole server's behaviour, so by default only this machine. Pure
// predicates over the socket's remote address and the request's Host header (a page on another site that resolves
// its own name to 127.0.0.1, DNS rebinding, still names that site in Host).
import type { IncomingMessage } from 'node:http';

/** 127.0.0.0/8, ::1, and 127.x.x.x written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (/^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4)) return v4.split('.').every((part) => Number(part) <= 255);
  return address === '::1' || /^(0{1,4}:){7}0{0,3}1$/.test(address);
}

/** A Host header that names this machine: localhost (or a name under it), a loopback address, or none at all. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (host === undefined || host === '') return true;
  const name = (/^\[([^\]]*)\](?::\d*)?$/.exec(host)?.[1] ?? host.replace(/:\d*$/, '')).toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || isLoopbackAddress(name);
}

/** Whether a request may use the control API. */
export const mayControl = (req: IncomingMessage, remote: boolean): boolean =>
  remote || (isLoopbackAddress(req.socket.remoteAddress) && isLoopbackHost(req.headers.host));
