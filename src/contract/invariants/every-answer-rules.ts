// The HTTP and JSON rules every answer meets, whatever asked for it and whatever the spec leaves open about the
// request: the spec's endpoints answer "Response body (JSON)", so every answer is JSON (RFC 8259) over HTTP (RFC 9110
// and 9112), and a 5xx is never an answer the API gives. All `spec`: a violation fails the run.
import type { InvariantRule } from './invariant-rule.js';

const BODY = 'Endpoints › Notification list › Response body (JSON); Endpoints › Global configuration items';
const rule = (r: InvariantRule): InvariantRule => r;

export const everyAnswerRules = {
  noAnswerIsAServerError: rule({
    name: 'noAnswerIsAServerError',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${BODY}; Errors`,
    why: "A 5xx means the server broke on the request: any input gets an answer or a refusal in the API's envelope (page=-1 and pageSize=0 included).",
  }),
  everyHttp200IsAJsonEnvelope: rule({
    name: 'everyHttp200IsAJsonEnvelope',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${BODY} (code, message, data)`,
    why: 'Clients read a 2xx as the documented envelope; an HTML page or a bare value with 200 breaks them silently.',
  }),
  everyAnswerIsDeclaredJson: rule({
    name: 'everyAnswerIsDeclaredJson',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${BODY}; RFC 8259 §11 (application/json)`,
    why: 'Clients and proxies pick the parser by Content-Type, for errors as for successes.',
  }),
  everyAnswerIsValidUtf8: rule({
    name: 'everyAnswerIsValidUtf8',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${BODY}; RFC 8259 §8.1 (JSON exchanged between systems is UTF-8)`,
    why: 'Latin-1 bytes or a character cut in half turn into U+FFFD or a parse error in every client.',
  }),
  everyAnswerIsStrictJson: rule({
    name: 'everyAnswerIsStrictJson',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${BODY}; RFC 8259 §2, §4 (one value, no NaN, unique names, no byte-order mark)`,
    why: 'NaN, a trailing comma, text after the value or a repeated name parse differently, or not at all, in other clients.',
  }),
  contentLengthMatchesTheBody: rule({
    name: 'contentLengthMatchesTheBody',
    endpoint: 'notifications',
    provenance: 'spec',
    source: `${BODY}; RFC 9112 §6.3 (Content-Length)`,
    why: 'A client waits for the bytes Content-Length promises and drops the connection, or reads a cut body.',
  }),
} as const;
