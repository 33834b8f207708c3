// Judges a request against the mock document: its path and method, each query parameter and header against its
// schema (documented mode, the validator the contract kit uses), and the credentials its security asks for.
import { preferenceNames } from '../schema/index.js';
import { createDocumentValidator, type DocumentValidator } from '../validation/index.js';

export interface RequestJudgement {
  valid: boolean;
  /** What makes the request invalid per the document. */
  problems: string[];
  /** What the document does not describe but the mock accepts: `__name` twins, parameters it ignores, a preflight. */
  notes: string[];
}

export interface JudgedRequest {
  method: string;
  url: string;
  headers: Readonly<Record<string, string | readonly string[] | undefined>>;
}

interface Parameter {
  name: string;
  in: 'query' | 'header';
  schema: { type?: string };
}

interface DocumentLike {
  paths: Record<
    string,
    { get: { operationId: string; parameters: Parameter[]; security?: Record<string, string[]>[] } }
  >;
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { name: string }> };
}

const componentOf = (operationId: string, parameter: Parameter) =>
  `parameter_${operationId}_${parameter.in}_${parameter.name.replace(/[^A-Za-z0-9]/g, '_')}`;
const twins = new Set(preferenceNames.map((n) => `__${n}`));

/** Query values as sent are text: a number where the schema wants one, so that `pageSize=50` meets `maximum: 30`. */
const typed = (value: string, schema: Parameter['schema']): unknown =>
  schema.type === 'integer' && /^-?\d{1,15}$/.test(value) ? Number(value) : value;

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

const headerValue = (headers: JudgedRequest['headers'], name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return value === undefined || typeof value === 'string' ? value : value.join(', ');
};

export function createRequestJudge(document: DocumentLike): (request: JudgedRequest) => RequestJudgement {
  // The parameters' schemas as components beside the document's own: one validator judges them all.
  const schemas: Record<string, unknown> = { ...document.components.schemas };
  for (const operation of Object.values(document.paths))
    for (const p of operation.get.parameters) schemas[componentOf(operation.get.operationId, p)] = p.schema;
  let validator: DocumentValidator | undefined;
  const validate = (component: string, value: unknown) =>
    (validator ??= createDocumentValidator({ components: { schemas } }, 'documented')).validate(component, value);

  return ({ method, url, headers }) => {
    const problems: string[] = [];
    const notes: string[] = [];
    const at = url.indexOf('?');
    const path = at < 0 ? url : url.slice(0, at);
    const operation = document.paths[path]?.get;
    if (method === 'OPTIONS')
      return {
        valid: true,
        problems,
        notes: ['a CORS preflight: the mock answers it, the document does not describe it'],
      };
    if (!operation) return { valid: false, problems: [`${path} is not a path of the document`], notes };
    if (method !== 'GET' && method !== 'HEAD')
      return { valid: false, problems: [`${method} is not an operation of ${path} (GET is)`], notes };

    const seen = new Set<string>();
    for (const piece of at < 0 ? [] : url.slice(at + 1).split('&')) {
      if (piece === '') continue;
      const equals = piece.indexOf('=');
      const [name, value] = [
        decoded(equals < 0 ? piece : piece.slice(0, equals)),
        decoded(equals < 0 ? '' : piece.slice(equals + 1)),
      ];
      if (name === null || value === null) {
        problems.push(`${JSON.stringify(piece.slice(0, 60))} has a malformed percent-escape`);
        continue;
      }
      const parameter = operation.parameters.find((p) => p.in === 'query' && p.name === name);
      if (seen.has(name)) problems.push(`${name} is given more than once`);
      seen.add(name);
      if (!parameter)
        notes.push(
          twins.has(name)
            ? `${name}=${value}: a twin of the mock's Prefer (not in the document)`
            : `${name} is not a parameter of the document (ignored)`,
        );
      else if (value !== '')
        for (const p of problemsOf(
          validate(componentOf(operation.operationId, parameter), typed(value, parameter.schema)),
        ))
          problems.push(`${name}=${value}: ${p}`);
    }
    for (const parameter of operation.parameters.filter((p) => p.in === 'header')) {
      const value = headerValue(headers, parameter.name);
      if (value !== undefined)
        for (const p of problemsOf(validate(componentOf(operation.operationId, parameter), value)))
          problems.push(`${parameter.name}: ${p}`);
    }
    const requirements = operation.security ?? [];
    const missing = requirements.map((r) =>
      Object.keys(r)
        .map((s) => document.components.securitySchemes[s]!.name)
        .filter((h) => !headerValue(headers, h)?.trim()),
    );
    if (requirements.length > 0 && !missing.some((m) => m.length === 0)) {
      problems.push(
        `${missing[0]!.join(', ')} missing: the operation's security asks for ${Object.keys(requirements[0]!)
          .map((s) => document.components.securitySchemes[s]!.name)
          .join(', ')}`,
      );
    }
    return { valid: problems.length === 0, problems, notes };
  };
}

function problemsOf(result: ReturnType<DocumentValidator['validate']>): string[] {
  return result.valid ? [] : result.problems.map((p) => (p.path === '/' ? p.message : `${p.path} ${p.message}`));
}
