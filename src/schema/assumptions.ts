// Every point where the spec says "not shown" and this kit follows the real system (or makes a mock-only choice).
import { answerAssumptions } from './answer-assumptions.js';
import { requestAssumptions } from './request-assumptions.js';

export const assumptions = [...requestAssumptions, ...answerAssumptions] as const;

export const assumptionIds = new Set<string>(assumptions.map((a) => a.id));
