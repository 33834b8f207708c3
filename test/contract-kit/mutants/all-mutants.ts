// Every mutant, in check order: at least one for every check of the kit.
import { assumedMutants } from './assumed-mutants.js';
import { authMutants } from './auth-mutants.js';
import { configsMutants } from './configs-mutants.js';
import { listMutants } from './list-mutants.js';
import type { Mutant } from './mutant.js';
import { projectionMutants } from './projection-mutants.js';

export const allMutants: Mutant[] = [
  ...configsMutants,
  ...listMutants,
  ...projectionMutants,
  ...authMutants,
  ...assumedMutants,
];
