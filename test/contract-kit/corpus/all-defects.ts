// The defect corpus: every defect planted in the independent implementation, by blind spot.
import { accountDefects } from './account-defects.js';
import { classicDefects } from './classic-defects.js';
import type { CorpusDefect } from './corpus-defect.js';
import { dataDrivenDefects } from './data-driven-defects.js';
import { deepDataDefects } from './deep-data-defects.js';
import { credentialDefects } from './credential-defects.js';
import { documentInputDefects } from './document-input-defects.js';
import { everyAnswerDefects } from './every-answer-defects.js';
import { inputDefects } from './input-defects.js';
import { invariantDefects } from './invariant-defects.js';
import { largeInboxDefects } from './large-inbox-defects.js';
import { outputDefects } from './output-defects.js';
import { projectionDefects } from './projection-defects.js';
import { provenanceDefects } from './provenance-defects.js';
import { politeClientDefects } from './polite-client-defects.js';
import { speedDefects } from './speed-defects.js';
import { valueDefects } from './value-defects.js';
import { unnamedListDefects } from './unnamed-list-defects.js';
import { unnamedValueDefects } from './unnamed-value-defects.js';
import { renderedTimeDefects } from './rendered-time-defects.js';
import { everyAnswerRoundFourDefects } from './every-answer-defects-round-four.js';
import { relationDefects } from './relation-defects.js';
import { combinationDefects } from './combination-defects.js';
import { probeDefects } from './probe-defects.js';

export const allDefects: CorpusDefect[] = [
  ...inputDefects,
  ...invariantDefects,
  ...dataDrivenDefects,
  ...largeInboxDefects,
  ...accountDefects,
  ...provenanceDefects,
  ...outputDefects,
  ...classicDefects,
  ...projectionDefects,
  ...credentialDefects,
  ...documentInputDefects,
  ...deepDataDefects,
  ...everyAnswerDefects,
  ...valueDefects,
  ...politeClientDefects,
  ...speedDefects,
  ...unnamedListDefects,
  ...unnamedValueDefects,
  ...renderedTimeDefects,
  ...everyAnswerRoundFourDefects,
  ...relationDefects,
  ...combinationDefects,
  ...probeDefects,
];

const names = allDefects.map((d) => d.name);
const duplicate = names.find((name, i) => names.indexOf(name) !== i);
if (duplicate) throw new Error(`two defects are named ${duplicate}`);
