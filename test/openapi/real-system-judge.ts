// Holds one answer of the real system to the documents: to the contract document as a conformance tool reads it
// (status, content type, body against the operation's response schema), and to the real system's schemas (the
// contract's x-real-system, which the mock document has in place), open and with the structures closed (every member
// the real system sends is one the document lists). The spec mandates two things the real system does otherwise (the
// list's success message, the language entries' continentId): each difference alone is allowed, and only where it is the
// answer's one difference.
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
    /** The real system's schema holds the spec's `ok` (the spec is explicit): it shows the difference. */
    shownBy: 'documented',
  },
  {
    what: "the language entries' continentId",
    spec: 'Resources › Configuration item › Language entry: `continentId` (Number)',
    real: 'entries of `language_menus` and `current_language_menu` without `continentId`',
    applies: (operation: string, body: unknown) =>
      operation === 'getGlobalConfigs' &&
      isObject(body) &&
      isObject(body.data) &&
      languageEntries(body.data).some((entry) => !('continentId' in entry)),
    asTheSpecSays: (body: Record<string, unknown>) => {
      const data = body.data as Record<string, unknown>;
      const withId = (entry: unknown) => (isObject(entry) ? { continentId: 1, ...entry } : entry);
      const fixed = { ...data };
      if (Array.isArray(data.language_menus)) fixed.language_menus = data.language_menus.map(withId);
      if ('current_language_menu' in data) fixed.current_language_menu = withId(data.current_language_menu);
      return { ...body, data: fixed };
    },
    path: 'continentId',
    /** The real system's schema leaves it out (the real system sends none): the contract's spec form shows it. */
    shownBy: 'contract',
  },
] as const;

/** The language entries of a configs answer's data: the menus and the current one. */
function languageEntries(data: Record<string, unknown>): Record<string, unknown>[] {
  const menus = Array.isArray(data.language_menus) ? data.language_menus : [];
  return [...menus, data.current_language_menu].filter(isObject);
}

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
        // The allowance is exact. Where the real system's schema holds the spec's word, without it the answer's one
        // problem is that difference; where only the spec form holds it, the contract refuses the answer as it came for
        // that member (the allowance adds nothing else, and with it the contract accepts the answer: above).
        const exact =
          mandated.shownBy === 'documented'
            ? ((unallowed) => unallowed.length === 1 && unallowed[0]!.includes(` ${mandated.path} `))(
                problemsOf(real, component, body),
              )
            : contract({ ...exchange, operationId: operation }).some((p) => p.includes(`'${mandated.path}'`));
        if (!exact) problems.push(`the allowance for ${mandated.what} is not that difference alone`);
        allowed.set(mandated.what, (allowed.get(mandated.what) ?? 0) + 1);
      }
    }
    return problems;
  };
  return { judge, allowed };
}
