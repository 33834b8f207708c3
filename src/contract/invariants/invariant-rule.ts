// What an invariant rule says of itself: its name, the endpoint it holds for, its provenance, its source and why.
import type { Origin } from './provenance.js';

export type RuleEndpoint = 'configs' | 'notifications';

export type InvariantRule = Origin & {
  name: string;
  endpoint: RuleEndpoint;
  source: string;
  why: string;
};
