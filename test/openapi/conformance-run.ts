// One run of a Schemathesis-style conformance tool given the contract document: requests generated from the document
// alone (documentRequests) sent to a server, each answer held to what the document says (status, content type, body)
// and to the tool's own rule that a server answers no 5xx. Two answers are not held against a server: 503 (the server
// says "not now", as a limiter's 429 does) and the real system's own fault, an HTML 500 for a configs key it does not
// know (its README lists it; a tool reports it, and it is the real system's bug, not the document's).
import fc from 'fast-check';
import { CONFIGS_PATH } from '../../src/schema/paths.js';
import { answerJudge } from './document-answers.js';
import { documentRequests, requestUrl, type DocumentLike, type GeneratedRequest } from './document-requests.js';

export interface ServerUnderTest {
  url: string;
  accounts: readonly { aid: string; aidToken: string; uid: string; uidToken: string }[];
  /** The server copies the real system's fault on an unknown configs key. */
  crashesOnUnknownKeys: boolean;
}

export interface ConformanceRun {
  problems: string[];
  /** `operationId status` of every answer, to show what the run covered. */
  outcomes: Set<string>;
}

const credentialsOf = (server: ServerUnderTest) =>
  server.accounts.map((a) => ({
    'X-Core-Aid': a.aid,
    'X-Core-Aid-Token': a.aidToken,
    'X-Core-Uid': a.uid,
    'X-Core-Uid-Token': a.uidToken,
  }));

/** The real system's known fault: an HTTP 500 to a configs request whose keys name one it does not have. */
const knownFault = (r: GeneratedRequest, status: number) =>
  status === 500 && r.path === CONFIGS_PATH && r.query.some(([name, value]) => name === 'keys' && value.trim() !== '');

export async function conformanceRun(
  document: DocumentLike,
  server: ServerUnderTest,
  runs: number,
  seed: number,
): Promise<ConformanceRun> {
  const judge = answerJudge(document as never);
  const requests = fc.sample(documentRequests(document, credentialsOf(server)), { numRuns: runs, seed });
  const problems: string[] = [];
  const outcomes = new Set<string>();
  for (const r of requests) {
    const res = await fetch(requestUrl(server.url, r), { headers: r.headers });
    const text = await res.text();
    outcomes.add(`${r.operationId} ${res.status}`);
    const at = `${r.operationId} ${requestUrl('', r)} (headers ${Object.keys(r.headers).join(', ') || 'none'})`;
    if (res.status === 503 || (server.crashesOnUnknownKeys && knownFault(r, res.status))) continue;
    if (res.status >= 500) problems.push(`${at}: a server error, HTTP ${res.status}`);
    const answer = {
      operationId: r.operationId,
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      text,
    };
    for (const p of judge(answer)) problems.push(`${at}: ${p}`);
  }
  return { problems, outcomes };
}
