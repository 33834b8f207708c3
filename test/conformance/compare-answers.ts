// Compares the mock's answer to a request with the real system's answer to the same request, by structure: status,
// envelope code, success message, the keys of every object both sent, the types outside the structures, and every
// structure path's types against what the real system can send there.
import { jsonType, shapeOf, type JsonType, type Shape } from './json-shape.js';
import type { RealModel } from './real-model.js';

export interface Answer {
  status: number;
  body: unknown;
}

export interface Difference {
  case: string;
  /** `status`, `code`, `message`, a position (`data.pagination.total`) or a structure path (`User.bio`). */
  at: string;
  what: 'status' | 'code' | 'message' | 'missing key' | 'extra key' | 'type' | 'unknown path' | 'never sent';
  real: string;
  mock: string;
}

export interface CompareOptions {
  /** `exact`: the mock runs the real system's configs (fresh install), so the envelope's types must be the same;
   * `within`: the mock runs its own seeded configs, which need only be types the real system can send. */
  mode: 'exact' | 'within';
  /** The types a config key may have (the spec's): what a seeded site may send where a fresh install sends null. */
  configTypes: (key: string) => readonly JsonType[];
}

const list = (types: Iterable<string> | undefined) => [...(types ?? [])].sort().join('|') || '-';
const codeOf = (body: unknown) => (jsonType(body) === 'object' ? (body as { code?: unknown }).code : undefined);
const messageOf = (body: unknown) =>
  jsonType(body) === 'object' ? (body as { message?: unknown }).message : undefined;
/** The real system's messages name its product; the spec renamed it (paths and headers), so do its messages. */
const renamed = (message: unknown) =>
  typeof message === 'string' ? message.replaceAll('[Fresns]', '[Core]') : message;

/** Positions outside the structures: the envelope, the pagination, the configs. */
const outsideStructures = (shape: Shape, at: string) => !at.startsWith('data.list[') || at === 'data.list[]';

export function compareAnswers(
  name: string,
  real: Answer,
  mock: Answer,
  model: RealModel,
  options: CompareOptions,
): Difference[] {
  const found: Difference[] = [];
  const differ = (at: string, what: Difference['what'], r: unknown, m: unknown) =>
    found.push({ case: name, at, what, real: String(r), mock: String(m) });
  if (real.status !== mock.status) differ('status', 'status', real.status, mock.status);
  const [realCode, mockCode] = [codeOf(real.body), codeOf(mock.body)];
  if (realCode !== mockCode) differ('code', 'code', realCode, mockCode);
  // In every language: the mock words its codes as the real system does, per tag (assumption code-messages).
  if (realCode === mockCode && renamed(messageOf(real.body)) !== messageOf(mock.body))
    differ('message', 'message', JSON.stringify(messageOf(real.body)), JSON.stringify(messageOf(mock.body)));

  const [r, m] = [shapeOf(real.body), shapeOf(mock.body)];
  for (const at of new Set([...r.types.keys(), ...m.types.keys()])) {
    if (!outsideStructures(r, at)) continue;
    const [rt, mt] = [r.types.get(at), m.types.get(at)];
    if (!rt || !mt) continue; // a key only one side sent: reported below, by its object
    const configKey = /^data\.(\w+|portal_\{platformId\})$/.exec(at)?.[1];
    if (options.mode === 'within' && configKey !== undefined && realCode === 0 && mockCode === 0) {
      const allowed = new Set([...rt, ...options.configTypes(configKey)]);
      if ([...mt].some((t) => !allowed.has(t))) differ(at, 'type', list(allowed), list(mt));
    } else if (list(rt) !== list(mt)) differ(at, 'type', list(rt), list(mt));
  }

  for (const [at, mockKeys] of m.keys) {
    const realKeys = r.keys.get(at);
    if (!realKeys) continue;
    const structure = m.structureAt.get(at);
    if (structure !== undefined && (model.freeForm(`${structure}.x`) || model.freeForm(structure))) continue;
    for (const key of realKeys) if (!mockKeys.has(key)) differ(`${at}.${key}`, 'missing key', 'present', 'absent');
    for (const key of mockKeys) {
      if (realKeys.has(key)) continue;
      // A seeded site has portal content the fresh install lacks: the spec's "portal_{platformId}" family.
      if (options.mode === 'within' && at === 'data' && key === 'portal_{platformId}') continue;
      differ(`${at}.${key}`, 'extra key', 'absent', 'present');
    }
  }

  for (const [path, mockTypes] of m.structures) {
    const possible = model.possible(path);
    if (!possible) differ(path, 'unknown path', '-', list(mockTypes));
    else if ([...mockTypes].some((t) => !possible.has(t))) differ(path, 'type', list(possible), list(mockTypes));
  }
  return found;
}

/** The types the real system sent somewhere that the mock never sends there, over whole corpora of answers. */
export function neverSent(realCorpus: Shape, mockCorpus: Shape): Difference[] {
  const found: Difference[] = [];
  for (const [path, realTypes] of realCorpus.structures) {
    const mockTypes = mockCorpus.structures.get(path);
    const missing = [...realTypes].filter((t) => !mockTypes?.has(t));
    if (missing.length > 0)
      found.push({ case: '*', at: path, what: 'never sent', real: list(missing), mock: list(mockTypes) });
  }
  return found;
}
