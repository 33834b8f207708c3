// What the run learnt from every answer as it arrived: per invariant rule, how many answers it judged, how many broke
// it, and the first that did (kept as a slim copy for the report's curl line). Bounded whatever the server sends.
import { isObject } from '../invariants/answer-kind.js';
import type { Judgement, RuleName, Violation } from '../invariants/invariant-rules.js';
import type { Exchange } from './kit-http.js';

export interface RuleRecord {
  judged: number;
  broken: number;
  first?: { violation: Violation; exchange: Exchange };
}

/**
 * The exchange without its parsed body: enough to describe, classify and reproduce it (an object keeps its `code` and
 * `message`, a list becomes empty, a scalar stays).
 */
export function slimCopy(exchange: Exchange): Exchange {
  const { json, ...rest } = exchange;
  const skeleton = isObject(json)
    ? { code: json.code, message: json.message, ...(json.data === null ? { data: null } : {}) }
    : Array.isArray(json)
      ? []
      : json;
  return { ...rest, ...(skeleton === undefined ? {} : { json: skeleton }) };
}

export class AnswerJournal {
  private readonly rules = new Map<RuleName, RuleRecord>();

  record(exchange: Exchange, judgement: Judgement): void {
    for (const rule of new Set(judgement.judged)) this.entry(rule).judged++;
    for (const violation of judgement.violations) {
      const entry = this.entry(violation.rule);
      entry.broken++;
      entry.first ??= { violation, exchange: slimCopy(exchange) };
    }
  }

  of(rule: RuleName): RuleRecord {
    return this.rules.get(rule) ?? { judged: 0, broken: 0 };
  }

  private entry(rule: RuleName): RuleRecord {
    let entry = this.rules.get(rule);
    if (!entry) {
      entry = { judged: 0, broken: 0 };
      this.rules.set(rule, entry);
    }
    return entry;
  }
}
