// Schemathesis-style requests from an OpenAPI document, with fast-check: for each operation, every query parameter and
// header parameter it lists drawn from its schema or its examples (Schemathesis's explicit phase; valid values mostly,
// values its schema forbids sometimes, or left out), and its apiKey credentials (known ones, wrong ones, missing). Only the document decides what is sent: a header
// the document lists is fuzzed, one it does not list is never sent.
import fc from 'fast-check';

interface ParameterSchema {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  maxLength?: number;
}

interface Parameter {
  name: string;
  in: string;
  schema?: ParameterSchema & { examples?: unknown[]; example?: unknown };
  examples?: Record<string, { value?: unknown }>;
  example?: unknown;
}

interface OperationLike {
  operationId: string;
  parameters?: Parameter[];
  security?: Record<string, string[]>[];
}

export interface DocumentLike {
  paths: Record<string, { get: OperationLike }>;
  components: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

export interface GeneratedRequest {
  operationId: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  /** `name=valid|invalid` for each parameter sent, so a run can show what it covered. */
  drawn: string[];
}

/** Characters a client can put in a header value (visible ASCII and space): anything else no HTTP client sends. */
const headerChar = fc.constantFrom(...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)));
const headerText = (maxLength: number) => fc.string({ unit: headerChar, maxLength }).map((s) => s.trim());
const queryText = (maxLength: number) => fc.string({ unit: 'grapheme', maxLength });

/** Values the schema allows, and values it does not (null: it allows every value of its kind). */
function valuesOf(
  schema: ParameterSchema,
  where: string,
): { valid: fc.Arbitrary<string>; invalid: fc.Arbitrary<string> | null } {
  const text = where === 'header' ? headerText : queryText;
  if (schema.enum) {
    const allowed = new Set(schema.enum.map(String));
    return {
      valid: fc.constantFrom(...allowed),
      invalid: fc.oneof(fc.constantFrom('', 'x', '2', 'true', 'WHITELIST'), text(8)).filter((v) => !allowed.has(v)),
    };
  }
  if (schema.type === 'integer') {
    const min = schema.minimum ?? -1000;
    const max = schema.maximum ?? min + 60;
    const outside = fc.oneof(
      fc.integer({ min: min - 100, max: min - 1 }),
      ...(schema.maximum === undefined ? [] : [fc.integer({ min: max + 1, max: max + 1000 })]),
    );
    // Boundaries and their neighbours first, as Hypothesis draws them: the first and second pages, the smallest size.
    const near = fc.constantFrom(...new Set([min, min + 1, max - 1, max].filter((v) => v >= min && v <= max)));
    return {
      valid: fc.oneof(near, fc.integer({ min, max })).map(String),
      invalid: fc.oneof(outside.map(String), fc.constantFrom('abc', '1.5', '', '1e3', '0x1'), text(6)),
    };
  }
  if (schema.pattern !== undefined) {
    const pattern = new RegExp(schema.pattern, 'u');
    const fits = (v: string) => pattern.test(v) && (schema.maxLength === undefined || v.length <= schema.maxLength);
    const matching = fc.stringMatching(pattern, { maxLength: Math.min(schema.maxLength ?? 16, 16) }).filter(fits);
    return {
      valid: where === 'header' ? matching.map((v) => v.trim()).filter(fits) : matching,
      invalid: text(16).filter((v) => !fits(v)),
    };
  }
  return { valid: text(schema.maxLength ?? 24), invalid: null };
}

/** The values a document gives as examples of a parameter (the parameter's and its schema's). */
function examplesOf(p: Parameter): string[] {
  const values = [
    ...Object.values(p.examples ?? {}).map((e) => e.value),
    p.example,
    ...(p.schema?.examples ?? []),
    p.schema?.example,
  ];
  return [...new Set(values.filter((v) => v !== undefined && v !== null).map(String))];
}

/**
 * One parameter: valid (weight 6: an example a third of the time when the document gives some, as a schema alone
 * rarely draws a value that selects anything), invalid (2, when the schema forbids anything), or not sent (2).
 */
function parameterArbitrary(p: Parameter): fc.Arbitrary<[string, 'valid' | 'invalid'] | null> {
  const drawn = valuesOf(p.schema ?? {}, p.in);
  const examples = examplesOf(p);
  const valid = examples.length
    ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...examples) }, { weight: 2, arbitrary: drawn.valid })
    : drawn.valid;
  const invalid = drawn.invalid;
  return fc.oneof(
    { weight: 6, arbitrary: valid.map((v) => [v, 'valid'] as [string, 'valid']) },
    ...(invalid ? [{ weight: 2, arbitrary: invalid.map((v) => [v, 'invalid'] as [string, 'invalid']) }] : []),
    { weight: 2, arbitrary: fc.constant(null) },
  );
}

/**
 * Requests for every operation of the document. `credentials` are known-good values by header name, one set per
 * account (a generator reads them from the server's docs, as Schemathesis's `--auth`); each credential header is that
 * account's value mostly, a wrong one or none sometimes.
 */
export function documentRequests(
  document: DocumentLike,
  credentials: readonly Record<string, string>[],
): fc.Arbitrary<GeneratedRequest> {
  const schemes = document.components.securitySchemes ?? {};
  const perOperation = Object.entries(document.paths).map(([path, item]) => {
    const op = item.get;
    const parameters = (op.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'header');
    const secured = (op.security ?? [])
      .flatMap((s) => Object.keys(s))
      .map((scheme) => schemes[scheme])
      .filter((s) => s?.type === 'apiKey' && s.in === 'header')
      .map((s) => s!.name!);
    const credential = (name: string, account: number) =>
      fc.oneof(
        { weight: 8, arbitrary: fc.constant(credentials[account]?.[name] ?? '') },
        { weight: 1, arbitrary: headerText(24) },
        { weight: 1, arbitrary: fc.constant(null) },
      );
    const auth = fc
      .nat({ max: Math.max(credentials.length - 1, 0) })
      .chain((account) => fc.tuple(...secured.map((name) => credential(name, account))));
    return fc.tuple(fc.tuple(...parameters.map(parameterArbitrary)), auth).map(([values, creds]): GeneratedRequest => {
      const request: GeneratedRequest = { operationId: op.operationId, path, query: [], headers: {}, drawn: [] };
      parameters.forEach((p, i) => {
        const drawn = values[i];
        if (!drawn) return;
        if (p.in === 'query') request.query.push([p.name, drawn[0]]);
        else request.headers[p.name] = drawn[0];
        request.drawn.push(`${p.name}=${drawn[1]}`);
      });
      secured.forEach((name, i) => {
        if (creds[i] !== null && creds[i] !== undefined) request.headers[name] = creds[i]!;
      });
      return request;
    });
  });
  return fc.oneof(...perOperation);
}

/** The URL of a generated request on `base`. */
export const requestUrl = (base: string, r: GeneratedRequest) =>
  `${base}${r.path}${r.query.length ? `?${new URLSearchParams(r.query).toString()}` : ''}`;
