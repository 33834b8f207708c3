// Which `Host` names the proxy forwards for. A web page that rebinds its own name to 127.0.0.1 (DNS rebinding) sends
// its requests here under its own name, and would read whatever the target answers with the proxy's access: by default
// only names of this machine (localhost and names under it, loopback addresses) and IP literals (a page can only be
// served from an IP literal by whoever answers on it) are forwarded; `--allow-host` names others.
import { isLoopbackHost } from '../control-room/index.js';

/** `name` (exactly), `.name` (it and every name under it), or `any`. */
export type AllowedHosts = readonly string[];

/** The name of a Host header, lower-cased, without its port or brackets. */
export function hostName(host: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(host);
  return (bracketed ? bracketed[1]! : host.replace(/:\d*$/, '')).toLowerCase().replace(/\.$/, '');
}

const isIpLiteral = (host: string) =>
  /^\[[0-9a-f:.]+\](?::\d*)?$/i.test(host) || /^\d{1,3}(\.\d{1,3}){3}(:\d*)?$/.test(host);

export function hostAllowed(host: string | undefined, allowed: AllowedHosts): boolean {
  if (isLoopbackHost(host) || isIpLiteral(host!)) return true;
  const name = hostName(host!);
  return allowed.some((entry) => {
    const e = entry.toLowerCase();
    return e === 'any' || e === name || (e.startsWith('.') && (name === e.slice(1) || name.endsWith(e)));
  });
}

/** `--allow-host a,.b,any`: the entries, or why one is not a host name. */
export function parseAllowedHosts(value: string): { ok: true; hosts: string[] } | { ok: false; entry: string } {
  const hosts = value
    .split(',')
    .map((h) => h.trim())
    .filter(Boolean);
  const bad = hosts.find((h) => !/^(any|\.?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*)$/i.test(h));
  return bad === undefined ? { ok: true, hosts } : { ok: false, entry: bad };
}
