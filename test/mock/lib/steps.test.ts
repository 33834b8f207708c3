// Steps shared by several callers run once, whoever drives them and however (sliced or at once).
import { describe, expect, it } from 'vitest';
import { runNow, runSliced, sharedSteps, type Steps } from '../../../src/mock/lib/steps.js';

function* counted(runs: { count: number }, pauses: number): Steps<string> {
  runs.count++;
  for (let i = 0; i < pauses; i++) yield;
  return 'built';
}

describe('sharedSteps', () => {
  it.each([
    ['two at once', 0],
    ['two at once, with pauses', 5],
  ])('%s: one run, one value', (_name, pauses) => {
    const runs = { count: 0 };
    const shared = sharedSteps(counted(runs, pauses));
    expect([runNow(shared()), runNow(shared())]).toEqual(['built', 'built']);
    expect(runs.count).toBe(1);
  });

  it('lets a caller at once finish what a sliced caller started, and the sliced one then sees it done', async () => {
    const runs = { count: 0 };
    const shared = sharedSteps(counted(runs, 1000));
    const sliced = runSliced(shared(), 0);
    expect(runNow(shared())).toBe('built');
    expect(await sliced).toBe('built');
    expect(runs.count).toBe(1);
  });
});
