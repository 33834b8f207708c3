// Holds one answer of the real system to the documents: to the contract document as a conformance tool reads it
// (status, content type, body against the operation's response schema), and to the real system's schemas (the
// contract's x-real-system, which the mock document has in place), open and with the structures closed (every member
// the real system sends is one the document lists). The spec mandates one thing the real system does otherwise: that
// difference alone is allowed, and only where it is the answer's one difference.
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from '../../src/schema/paths.js';
import { createDocumentValidator, type DocumentValidator } from '../../src/validation/create-document-validator.js';
import { committedDocument } from '../../src/validation/committed-document.js';
import { answerJudge } from './document-answers.js';

export interface RealExchange {
  /** Path and query, as sent (core-kit's names). */
  path: string;
  status: number;
  contentType: string;
  /** The body's text. */
  text: string;
}

/** What the spec states and the real system does otherwise: each allowed, with its sentence. */
export const specMandated = [
  {
    what: "the notification list's success message",
    spec: 'Endpoints › Notification list › Response body: `message` is `ok` on success',
    real: "`Success`, in the request's language (`成功` for zh-Hans)",
    applies: (operation: string, body: unknown) =>
      operation === 'listNotifications' &&
      isObject(body) &&
      body.code === 0 &&
      typeof body.message === 'string' &&
      body.message !== 'ok',
    asTheSpecSays: (body: Record<string, unknown>) => ({ ...body, message: 'ok' }),
    path: '/message',
  },
] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const operationAt = (path: string) =>
  path === CONFIGS_PATH ? 'getGlobalConfigs' : path === NOTIFICATION_LIST_PATH ? 'listNotifications' : undefined;

/** The real system's component for a 200 answer of the operation. */
function componentOf(operation: string, query: URLSearchParams, body: unknown): string {
  if (!isObject(body) || body.code !== 0) return 'ErrorEnvelope';
  if (operation === 'listNotifications') return 'NotificationListResponse';
  return (query.get('keys') ?? '') === '' ? 'ConfigsResponse' : 'ConfigsSubsetResponse';
}

const problemsOf = (validator: DocumentValidator, component: string, value: unknown) => {
  const result = validator.validate(component, value);
  return result.valid ? [] : result.problems.map((p) => `${component} ${p.path} ${p.message}`);
};

/** A judge of real answers: each answer's problems (empty when the documents describe it), and what was allowed. */
export function realSystemJudge() {
  const document = committedDocument();
  const contract = answerJudge(document as never);
  const real = createDocumentValidator(document, 'documented');
  const closed = createDocumentValidator(document, 'generated');
  const allowed = new Map<string, number>();

  const judge = (exchange: RealExchange): string[] => {
    const [path = '', search = ''] = exchange.path.split('?');
    const operation = operationAt(path);
    if (operation === undefined) return []; // another path: outside the documents
    let body: unknown;
    try {
      body = JSON.parse(exchange.text);
    } catch {
      body = undefined;
    }
    const mandated = specMandated.find((m) => m.applies(operation, body));
    const judged = mandated ? mandated.asTheSpecSays(body as Record<string, unknown>) : body;
    const text = mandated ? JSON.stringify(judged) : exchange.text;
    const problems = contract({
      operationId: operation,
      status: exchange.status,
      contentType: exchange.contentType,
      text,
    });
    if (exchange.status === 200 && body !== undefined) {
      const component = componentOf(operation, new URLSearchParams(search), judged);
      problems.push(
        ...problemsOf(real, component, judged),
        ...problemsOf(closed, component, judged).map((p) => `closed: ${p}`),
      );
      if (mandated) {
        // The allowance is exact: without it, the answer's one problem is that difference.
        const unallowed = problemsOf(real, component, body);
        if (unallowed.length !== 1 || !unallowed[0]!.includes(` ${mandated.path} `))
          problems.push(`the allowance for ${mandated.what} hides other problems: ${unallowed.join('; ')}`);
        allowed.set(mandated.what, (allowed.get(mandated.what) ?? 0) + 1);
      }
    }
    return problems;
  };
  return { judge, allowed };
}
