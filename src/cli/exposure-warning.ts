// The warning `core-kit serve` prints on stderr when it listens beyond this machine: the mock has no real security
// (its demo credentials are printed in the banner), so binding a non-loopback address should never go unnoticed.
import { isIPv4 } from 'node:net';

/** 127.0.0.0/8, ::1, and 127.x written as an IPv4-mapped IPv6 address. */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIPv4(v4)) return v4.startsWith('127.');
  return /^(0{0,4}:){1,7}0{0,3}1$|^::1$/.test(address.toLowerCase());
}

const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '0:0:0:0:0:0:0:0']);

/** The warning for the address the server is bound to (as `server.address()` reports it), or null on loopback. */
export function exposureWarning(boundAddress: string): string | null {
  if (isLoopbackAddress(boundAddress)) return null;
  const where = EVERY_INTERFACE.has(boundAddress)
    ? `${boundAddress}, every network interface of this machine`
    : `${boundAddress}, an address other machines can reach`;
  return `core-kit serve: warning: listening on ${where}; anyone who can connect can use the mock and its demo credentials. Use --host 127.0.0.1 (the default) to keep it private.\n`;
}
