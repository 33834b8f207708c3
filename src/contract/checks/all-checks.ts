// Every contract check, in report order: configs, then the notification list; invariant checks run last.
import type { Check } from '../kit/check.js';
import { answerOrderChecks } from './answer-order-checks.js';
import { assumedConfigsChecks } from './configs-assumed-checks.js';
import { configsChecks } from './configs-checks.js';
import { configsLanguageChecks } from './configs-language-checks.js';
import { configsShapeChecks } from './configs-shape-checks.js';
import { configsUnsetChecks } from './configs-unset-checks.js';
import { quoteChecks } from './quote-checks.js';
import { assumedInvariantChecks, invariantChecks } from './invariant-checks.js';
import { assumedListChecks } from './list-assumed-checks.js';
import { authChecks } from './list-auth-checks.js';
import { assumedEmptyParameterChecks, emptyParameterChecks } from './list-empty-parameter-checks.js';
import { filterChecks } from './list-filter-checks.js';
import { assumedIsolationChecks, isolationChecks } from './list-isolation-checks.js';
import { pageSizeChecks } from './list-page-size-checks.js';
import { pagingChecks } from './list-paging-checks.js';
import { projectionChecks } from './list-projection-checks.js';
import { projectionEdgeChecks } from './projection-edge-checks.js';
import { projectionScopeChecks } from './projection-scope-checks.js';
import { deepPathChecks } from './deep-path-checks.js';
import { documentInputChecks } from './document-input-checks.js';
import { pairwiseChecks } from './pairwise-checks.js';
import { credentialProbeChecks } from './credential-probe-checks.js';
import { typeRuleChecks } from './list-type-checks.js';
import { filterKeyNameChecks } from './filter-key-name-checks.js';
import { timeFieldChecks } from './time-field-checks.js';
import { timeAgoDateChecks } from './time-ago-date-check.js';

export const allChecks: Check[] = [
  ...configsChecks,
  ...configsLanguageChecks,
  ...configsShapeChecks,
  ...assumedConfigsChecks,
  ...configsUnsetChecks,
  ...pagingChecks,
  ...pageSizeChecks,
  ...filterChecks,
  ...emptyParameterChecks,
  ...projectionChecks,
  ...projectionScopeChecks,
  ...projectionEdgeChecks,
  ...filterKeyNameChecks,
  ...deepPathChecks,
  ...documentInputChecks,
  ...pairwiseChecks,
  ...authChecks,
  ...credentialProbeChecks,
  ...isolationChecks,
  ...typeRuleChecks,
  ...quoteChecks,
  ...answerOrderChecks,
  ...assumedListChecks,
  ...timeFieldChecks,
  ...assumedEmptyParameterChecks,
  ...assumedIsolationChecks,
  ...invariantChecks,
  ...assumedInvariantChecks,
  ...timeAgoDateChecks,
];

const names = allChecks.map((c) => c.name);
const duplicate = names.find((name, i) => names.indexOf(name) !== i);
if (duplicate) throw new Error(`two contract checks are named ${duplicate}`);
