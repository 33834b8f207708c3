// The mock against the real system behind the spec: the same requests to both, compared by structure (status, code,
// message, every JSON path with its type, per notification kind), twice: the real system as installed (language switch
// off) against the mock with a fresh install's configs, and the real system with languages on against the mock's own
// seeded world. Every difference fails unless docs/assumptions.md's allow-list names it, with the spec's reason.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchMock, type RunningMock } from '../../src/mock/launch-mock.js';
import { FIXED_NOW } from '../helpers/fixed-world.js';
import { configKeySchemas } from '../../src/schema/global-configs.js';
import {
  realReferenceHome,
  realSystemSkipReason,
  specPath,
  startRealSystem,
  type RealSystem,
} from '../helpers/real-system.js';
import { allows, readAllowList, quotedSentences, type AllowEntry } from './allow-list.js';
import { compareAnswers, neverSent, type Difference } from './compare-answers.js';
import type { JsonType } from './json-shape.js';
import { readDocTypes } from './real-doc-types.js';
import { realModel, type RealModel } from './real-model.js';
import { readSourceFacts } from './real-source-nulls.js';
import { widenRealData } from './widen-real-data.js';
import { edgeShape, impossibleNulls } from './edge-within-real.js';
import { corpusOf, otherListsCorpus, runCases, type CaseAnswers, type Side } from './run-conformance.js';

const skipReason = realSystemSkipReason();
const WORDING_KEYS = ['timeFormatMinute', 'timeFormatHour', 'timeFormatDay', 'timeFormatMonth', 'timeFormatYear'];

/** The spec's type of a config key (the mock's transcription of the spec's tables). */
function configTypes(key: string): JsonType[] {
  if (key === 'portal_{platformId}') return ['string'];
  const schema = (configKeySchemas as Record<string, { type?: string | string[] }>)[key];
  const type = schema?.type;
  return (Array.isArray(type) ? type : type ? [type] : []).map((t) => (t === 'integer' ? 'number' : t) as JsonType);
}

interface Pass {
  name: string;
  real: RealSystem;
  mock: RunningMock;
  answers: CaseAnswers[];
}

describe.skipIf(skipReason !== undefined)(
  `the mock against the real system${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    const passes: Pass[] = [];
    let model: RealModel;
    const differences: Difference[] = [];
    const allowList = readAllowList();

    beforeAll(async () => {
      const [plain, multilingual] = await Promise.all([startRealSystem(), startRealSystem({ languageStatus: true })]);
      await Promise.all([widenRealData(plain.appDir), widenRealData(multilingual.appDir)]);
      const [fresh, seeded] = await Promise.all([
        launchMock({ port: 0, control: false, extraAccounts: 1, configs: 'fresh-install' }),
        launchMock({ port: 0, control: false, extraAccounts: 1 }),
      ]);
      const sides = (real: RealSystem, mock: RunningMock): [Side, Side] => [
        { url: real.url, accounts: { main: real.admin, other: real.alice } },
        { url: mock.url, accounts: { main: mock.accounts[0]!, other: mock.accounts[1]! } },
      ];
      for (const [name, real, mock] of [
        ['as installed', plain, fresh],
        ['languages on', multilingual, seeded],
      ] as const) {
        const [realSide, mockSide] = sides(real, mock);
        passes.push({ name, real, mock, answers: await runCases(realSide, mockSide) });
      }
      const realCorpus = await Promise.all(
        passes.map((p) =>
          corpusOf(
            sides(p.real, p.mock)[0],
            p.answers.map((a) => a.real),
          ),
        ),
      );
      const realOtherLists = await Promise.all(passes.map((p) => otherListsCorpus(sides(p.real, p.mock)[0])));
      const mockCorpus = await Promise.all(
        passes.map((p) =>
          corpusOf(
            sides(p.real, p.mock)[1],
            p.answers.map((a) => a.mock),
          ),
        ),
      );
      const { mergeShapes } = await import('./json-shape.js');
      model = realModel({
        // What the real system can send at a path: its notifications, and its own lists of the same structures.
        observed: mergeShapes([...realCorpus, ...realOtherLists]),
        documented: readDocTypes(join(realReferenceHome, 'real-structures.md')),
        source: readSourceFacts(plain.appDir),
      });
      for (const pass of passes) {
        const mode = pass.name === 'as installed' ? 'exact' : 'within';
        for (const a of pass.answers)
          differences.push(...compareAnswers(`${a.case.name}`, a.real, a.mock, model, { mode, configTypes }));
      }
      // What the real system's notifications carry that the mock's never do (its other lists are not the mock's to answer).
      differences.push(...neverSent(realCorpus[0]!, mockCorpus[0]!));
    }, 600_000);

    afterAll(async () => {
      await Promise.all(passes.flatMap((p) => [p.real.stop(), p.mock.close()]));
    }, 60_000);

    it('answers every request as the real system does, but for what the allow-list names', () => {
      const unexplained = differences.filter((d) => !allowList.some((entry) => allows(entry, d)));
      if (process.env.CONFORMANCE_REPORT)
        writeFileSync(process.env.CONFORMANCE_REPORT, JSON.stringify(unexplained, null, 1));
      const lines = unexplained.map((d) => `${d.case}  ${d.what}  ${d.at}  real ${d.real}  mock ${d.mock}`);
      expect(lines).toEqual([]);
    });

    it.each([1, 2, 3, 4])(
      'bends its edge world (seed %i) only into nulls the real system can send',
      async (seed) => {
        const mock = await launchMock({ port: 0, control: false, seed, nowMs: FIXED_NOW });
        try {
          expect(impossibleNulls(await edgeShape(mock.url, mock.accounts[0]!), model)).toEqual([]);
        } finally {
          await mock.close();
        }
      },
      60_000,
    );

    it('words time as the real language pack does, in every language both serve (one form for every n)', async () => {
      const wordings = async (base: string) => {
        const answer = await fetch(`${base}/api/core/v1/global/configs?keys=language_menus`);
        const entries = ((await answer.json()) as { data: { language_menus: Record<string, unknown>[] } }).data
          .language_menus;
        return new Map(entries.map((e) => [e.langCode, WORDING_KEYS.map((k) => `${k}=${String(e[k])}`)]));
      };
      let compared = 0;
      for (const pass of passes) {
        const [real, mock] = await Promise.all([wordings(pass.real.url), wordings(pass.mock.url)]);
        for (const [langCode, words] of real)
          if (mock.has(langCode)) {
            expect(mock.get(langCode), `${pass.name}: ${String(langCode)}`).toEqual(words);
            compared++;
          }
      }
      expect(compared).toBeGreaterThan(passes.length); // English on both passes, and Chinese with languages on
    });

    it('needs every entry of the allow-list (an entry nothing differs by is stale)', () => {
      const unused = allowList.filter((entry) => !differences.some((d) => allows(entry, d)));
      expect(unused.map((e) => `${e.cases.join(',')} ${e.what} ${e.at}`)).toEqual([]);
    });
  },
);

describe('the conformance allow-list', () => {
  const allowList = readAllowList();
  const spec = (() => {
    try {
      return readFileSync(specPath, 'utf8');
    } catch {
      return null;
    }
  })();
  /** The spec's text as a sentence is quoted: backticks and line breaks do not count. */
  const plainText = (text: string) => text.replace(/`/g, '').replace(/\s+/g, ' ');

  it('is a table the suite can read', () => {
    expect(Array.isArray(allowList)).toBe(true);
  });

  it.each(allowList.map((e): [string, AllowEntry] => [`${e.cases.join(',')} ${e.what} ${e.at}`, e]))(
    '%s says why (the spec, quoted, or the kit’s rule) and shows the evidence',
    (_, entry) => {
      expect(entry.cases.length).toBeGreaterThan(0);
      expect(entry.at).not.toBe('');
      expect(entry.why).toMatch(/^(spec: ".+"|kit: .+|pending: .+)/);
      expect(entry.evidence.length).toBeGreaterThan(10);
      if (spec !== null)
        for (const sentence of quotedSentences(entry).filter(() => entry.why.startsWith('spec:')))
          expect(plainText(spec), `the spec says "${sentence}"`).toContain(plainText(sentence));
    },
  );
});
