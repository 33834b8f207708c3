// The flags of `core-kit proxy`, with their help texts: what each one bounds or opens, as the proxy does it.
import { HTTP_LIMITS } from '../mock/index.js';
import { PROXY_LIMITS } from '../proxy/index.js';
import { DEFAULT_HOST, DEFAULT_PORT } from '../schema/index.js';
import type { FlagSpec } from './flags.js';

export const proxyFlags: FlagSpec[] = [
  {
    name: 'target',
    type: 'string',
    valueName: 'url',
    env: 'CORE_PROXY_TARGET',
    description:
      'The backend to forward to, e.g. https://staging.example.com (its path prefix is kept, and no request leaves it; required).',
  },
  {
    name: 'port',
    type: 'string',
    valueName: 'n',
    default: String(DEFAULT_PORT),
    env: 'PORT',
    description: 'Port to listen on (0: any free port).',
  },
  {
    name: 'host',
    type: 'string',
    valueName: 'address',
    default: DEFAULT_HOST,
    env: 'HOST',
    description: 'Address to bind.',
  },
  {
    name: 'allow-host',
    type: 'string',
    valueName: 'names',
    env: 'CORE_PROXY_ALLOW_HOST',
    description:
      'Also forward requests whose Host names one of these (comma list; .example.com takes the names under it too; any: every name). By default only localhost, names under it and IP addresses are forwarded, others get 403: a page that rebinds its name to this machine reads nothing.',
  },
  {
    name: 'strict',
    type: 'boolean',
    description: "Also hold answers to the real system's assumptions (the whole document).",
  },
  {
    name: 'fail-on-violation',
    type: 'boolean',
    description: 'Answer 502 in the envelope, naming the violation, instead of passing a violating answer through.',
  },
  {
    name: 'record',
    type: 'string',
    valueName: 'dir',
    description:
      'Record what passes through as fixtures (configs, accounts with new tokens, notifications) for `core-kit serve --fixtures DIR`. A file, or a directory already holding configs.json, accounts.json or notifications.json, is refused before the proxy starts.',
  },
  {
    name: 'timeout',
    type: 'string',
    valueName: 'ms',
    default: String(PROXY_LIMITS.timeoutMs),
    description: 'Limit for one exchange with the target (then 504).',
  },
  {
    name: 'max-body',
    type: 'string',
    valueName: 'bytes',
    default: String(PROXY_LIMITS.maxBodyBytes),
    description:
      "Largest request body (then 413, and the connection closes) and target's answer, compressed or once uncompressed (then 502).",
  },
  {
    name: 'max-connections',
    type: 'string',
    valueName: 'n',
    default: String(PROXY_LIMITS.maxConnections),
    description: `Client connections held at once. A client has ${HTTP_LIMITS.headersTimeoutMs / 1000} s to send its request head and ${HTTP_LIMITS.requestTimeoutMs / 1000} s for the whole request (then 408, and the connection closes).`,
  },
  {
    name: 'max-record',
    type: 'string',
    valueName: 'bytes',
    default: String(PROXY_LIMITS.maxRecordBytes),
    description: 'Size of the recording at most, counted on the files as written.',
  },
  {
    name: 'journal-size',
    type: 'string',
    valueName: 'n',
    default: '500',
    description: 'Exchanges the control room (/__core/) keeps, 0 to 10000 (0: no control room).',
  },
  {
    name: 'remote-control',
    type: 'boolean',
    description: 'Let the control room (/__core/) answer other machines too (default: this machine only).',
  },
];
