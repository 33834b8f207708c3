// Every contract check, in report order: configs, then the notification list; conformance checks run last.
import type { Check } from '../kit/check.js';
import { assumedConfigsChecks } from './configs-assumed-checks.js';
import { configsChecks } from './configs-checks.js';
import { conformanceChecks } from './conformance-checks.js';
import { assumedListChecks } from './list-assumed-checks.js';
import { authChecks } from './list-auth-checks.js';
import { filterChecks } from './list-filter-checks.js';
import { pagingChecks } from './list-paging-checks.js';
import { projectionChecks } from './list-projection-checks.js';
import { typeRuleChecks } from './list-type-checks.js';

export const allChecks: Check[] = [
  ...configsChecks,
  ...assumedConfigsChecks,
  ...pagingChecks,
  ...filterChecks,
  ...projectionChecks,
  ...authChecks,
  ...typeRuleChecks,
  ...assumedListChecks,
  ...conformanceChecks,
];

const names = allChecks.map((c) => c.name);
const duplicate = names.find((name, i) => names.indexOf(name) !== i);
if (duplicate) throw new Error(`two contract checks are named ${duplicate}`);
