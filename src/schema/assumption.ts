// One assumption: a point where the spec says "not shown" and this kit follows the real system (or makes a mock-only
// choice), and the two ways of writing one.

export interface Assumption {
  /** Stable id, cited by schema nodes (`x-assumption`), contract checks and the README table. */
  id: string;
  /** What the spec leaves open, in its own words where possible. */
  topic: string;
  /** What this kit does. */
  choice: string;
  /** `real system`: mirrors the system the spec was taken from; `mock`: a choice of this kit where that system offers none. */
  source: 'real system' | 'mock';
}

export const real = (id: string, topic: string, choice: string): Assumption => ({
  id,
  topic,
  choice,
  source: 'real system',
});
export const mock = (id: string, topic: string, choice: string): Assumption => ({ id, topic, choice, source: 'mock' });
