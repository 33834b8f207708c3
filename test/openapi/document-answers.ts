// Holds an answer to an OpenAPI document, as Schemathesis's checks do: its status is documented for the operation (by
// itself, by its range such as `4XX`, or by `default`), its content type is one the document lists for that status
// (none listed: any), and its body matches that content's schema.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

interface MediaType {
  schema?: unknown;
}

interface DocumentLike {
  paths: Record<
    string,
    { get: { operationId: string; responses: Record<string, { content?: Record<string, MediaType> }> } }
  >;
  components: { schemas: Record<string, unknown> };
}

export interface Answer {
  operationId: string;
  status: number;
  contentType: string;
  text: string;
}

const VENDOR_KEYWORDS = ['x-assumption', 'x-spec-relaxed', 'x-generated', 'example', 'examples'];
const retarget = (node: unknown): unknown =>
  JSON.parse(JSON.stringify(node).replaceAll('"#/components/schemas/', '"#/$defs/'));

/** A judge of answers for one document: a list of problems for an answer, empty when the document describes it. */
export function answerJudge(document: DocumentLike): (answer: Answer) => string[] {
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, inlineRefs: false });
  ajv.addVocabulary(VENDOR_KEYWORDS.filter((k) => !k.startsWith('example')));
  const defs = retarget(document.components.schemas);
  const compiled = new Map<string, ValidateFunction>();
  const compile = (key: string, schema: unknown) => {
    let fn = compiled.get(key);
    if (!fn) compiled.set(key, (fn = ajv.compile({ $defs: defs, ...(retarget(schema) as object) })));
    return fn;
  };
  const operations = new Map(Object.values(document.paths).map((item) => [item.get.operationId, item.get]));

  return ({ operationId, status, contentType, text }) => {
    const responses = operations.get(operationId)!.responses;
    const response = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
    if (!response) return [`status ${status} is not documented (documented: ${Object.keys(responses).join(', ')})`];
    if (response.content === undefined) return []; // no content documented: any body, as Schemathesis skips then
    const media = contentType.split(';')[0]!.trim().toLowerCase();
    const content = response.content[media];
    if (!content)
      return [
        `content type ${media || '(none)'} is not documented for ${status} (documented: ${Object.keys(response.content ?? {}).join(', ')})`,
      ];
    let body: unknown = text;
    if (media.endsWith('json')) {
      try {
        body = JSON.parse(text);
      } catch {
        return [`the ${status} body is not JSON: ${text.slice(0, 80)}`];
      }
    }
    const validate = compile(`${operationId} ${status} ${media}`, content.schema ?? {});
    if (validate(body)) return [];
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${status} body ${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  };
}
