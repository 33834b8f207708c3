// The control room's accounts: each account of the world with its credentials, and a curl command and a fetch call
// for its first page of notifications, ready to copy (values quoted for the shell and for JavaScript).
import { NOTIFICATION_LIST_PATH, type ControlAccount } from '../../schema/index.js';
import { credentialHeaders, type AccountCredentials } from '../world/account-credentials.js';

/** One shell word in single quotes, whatever it holds. */
export const shellQuoted = (text: string): string => `'${text.replaceAll("'", "'\\''")}'`;

export function controlAccount(account: AccountCredentials, demo: boolean, baseUrl: string): ControlAccount {
  const headers: Record<string, string> = credentialHeaders(account);
  const url = `${baseUrl}${NOTIFICATION_LIST_PATH}?pageSize=5`;
  const curl = [
    `curl -s ${shellQuoted(url)}`,
    ...Object.entries(headers).map(([name, value]) => `-H ${shellQuoted(`${name}: ${value}`)}`),
  ].join(' \\\n  ');
  const fetchCall = [
    `const res = await fetch(${JSON.stringify(url)}, {`,
    `  headers: ${JSON.stringify(headers)},`,
    '});',
    'console.log(await res.json());',
  ].join('\n');
  return {
    aid: account.aid,
    aidToken: account.aidToken,
    uid: account.uid,
    uidToken: account.uidToken,
    demo,
    headers,
    curl,
    fetch: fetchCall,
  };
}
