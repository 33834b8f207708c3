// Every input the OpenAPI document defines for an operation: its query and header parameters (with their schemas,
// and the schema without the real system's assumptions) and its credentials (the operation's apiKey security schemes).
// The kit generates its boundary and invalid inputs from this list, so a parameter added to the document is probed
// without a new check. Mock controls (the `Prefer` scenario header) are not inputs of the API and are left out.

export interface InputSchema {
  type?: string;
  enum?: readonly unknown[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  maxLength?: number;
  default?: unknown;
}

export interface DocumentedInput {
  name: string;
  in: 'query' | 'header';
  schema: InputSchema;
  /** The schema as the spec alone allows it (the contract document's, or the mock document's `x-spec-relaxed`). */
  relaxed: InputSchema;
  /** Example values the document gives (for a value to send where the data offers none). */
  examples: string[];
}

export interface DocumentedCredential {
  /** The security scheme's name in the document. */
  scheme: string;
  /** The header that carries it. */
  header: string;
}

type RawParameter = {
  name: string;
  in: string;
  description?: string;
  schema?: Record<string, unknown>;
  examples?: Record<string, { value?: unknown }>;
  example?: unknown;
  $ref?: string;
};
type RawOperation = { parameters?: RawParameter[]; security?: Record<string, unknown>[] };
type Document = {
  paths?: Record<string, Record<string, RawOperation>>;
  components?: {
    parameters?: Record<string, RawParameter>;
    securitySchemes?: Record<string, { type?: string; in?: string; name?: string }>;
  };
};

/** RFC 7240 preferences steer the mock's scenarios; the API itself defines none. */
const isMockControl = (p: RawParameter) =>
  p.name.toLowerCase() === 'prefer' ||
  /^\*\*mock only\*\*/i.test(p.description ?? '') ||
  (p as Record<string, unknown>)['x-mock-only'] === true;

function operationOf(document: Record<string, unknown>, path: string, method: string): RawOperation {
  return (document as Document).paths?.[path]?.[method] ?? {};
}

function resolved(document: Record<string, unknown>, p: RawParameter): RawParameter {
  if (!p.$ref) return p;
  return (document as Document).components?.parameters?.[p.$ref.split('/').pop()!] ?? p;
}

const schemaOf = (raw: Record<string, unknown> | undefined): InputSchema => {
  const s = raw ?? {};
  const pick = <K extends keyof InputSchema>(k: K) => (s[k] === undefined ? {} : { [k]: s[k] });
  return {
    ...pick('type'),
    ...pick('enum'),
    ...pick('minimum'),
    ...pick('maximum'),
    ...pick('pattern'),
    ...pick('maxLength'),
    ...pick('default'),
  } as InputSchema;
};

function examplesOf(p: RawParameter): string[] {
  const values = [
    ...Object.values(p.examples ?? {}).map((e) => e.value),
    p.example,
    ...((p.schema?.examples as unknown[] | undefined) ?? []),
    p.schema?.default,
  ];
  return [...new Set(values.filter((v) => v !== undefined && v !== null && v !== '').map(String))];
}

/** The query and header parameters of one operation, as the document declares them, mock controls left out. */
export function documentedInputs(document: Record<string, unknown>, path: string, method = 'get'): DocumentedInput[] {
  return (operationOf(document, path, method).parameters ?? [])
    .map((p) => resolved(document, p))
    .filter((p) => (p.in === 'query' || p.in === 'header') && !isMockControl(p))
    .map((p) => {
      // The contract document gives a parameter its spec form and keeps the real system's beside it (x-real-system);
      // the mock document has the real one in place and the spec form in x-spec-relaxed.
      const real = p.schema?.['x-real-system'] as Record<string, unknown> | undefined;
      const schema = schemaOf(real ?? p.schema);
      const relaxed = real
        ? schemaOf(p.schema)
        : p.schema?.['x-spec-relaxed']
          ? schemaOf(p.schema['x-spec-relaxed'] as Record<string, unknown>)
          : schema;
      return { name: p.name, in: p.in as 'query' | 'header', schema, relaxed, examples: examplesOf(p) };
    });
}

/** The headers that carry the operation's credentials: its apiKey security schemes in a header. */
export function documentedCredentials(
  document: Record<string, unknown>,
  path: string,
  method = 'get',
): DocumentedCredential[] {
  const schemes = (document as Document).components?.securitySchemes ?? {};
  const names = [
    ...new Set((operationOf(document, path, method).security ?? []).flatMap((requirement) => Object.keys(requirement))),
  ];
  return names.flatMap((scheme) => {
    const s = schemes[scheme];
    return s?.type === 'apiKey' && s.in === 'header' && s.name ? [{ scheme, header: s.name }] : [];
  });
}
