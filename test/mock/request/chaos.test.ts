// chaosAt: server-wide latency and faults are a pure function of (seed, request number, config): same run, same flaky moments.
import { describe, expect, it } from 'vitest';
import { chaosAt, type ChaosConfig } from '../../../src/mock/request/chaos.js';

const config = (over: Partial<ChaosConfig> = {}): ChaosConfig => ({
  latency: null,
  faultRate: 0,
  faults: ['reset', 'malformed', 'server-error'],
  ...over,
});
const run = (seed: number, c: ChaosConfig, n = 2000) => Array.from({ length: n }, (_, i) => chaosAt(seed, i + 1, c));

describe('chaosAt', () => {
  it('adds nothing without latency or fault rate', () => {
    expect(run(1, config(), 50).every((o) => o.delayMs === 0 && o.fault === null)).toBe(true);
  });

  it('gives the same outcomes for the same seed and sequence, other outcomes for another seed', () => {
    const c = config({ latency: { min: 50, max: 800 }, faultRate: 0.2 });
    expect(run(7, c)).toEqual(run(7, c));
    expect(run(8, c)).not.toEqual(run(7, c));
  });

  it('keeps every delay within [min, max] and reaches both ends', () => {
    const delays = run(3, config({ latency: { min: 100, max: 104 } })).map((o) => o.delayMs);
    expect(Math.min(...delays)).toBe(100);
    expect(Math.max(...delays)).toBe(104);
    expect(run(3, config({ latency: { min: 250, max: 250 } }), 20).every((o) => o.delayMs === 250)).toBe(true);
  });

  it.each([0.05, 0.25, 0.5])('fails about %f of the requests, with each listed fault', (rate) => {
    const outcomes = run(11, config({ faultRate: rate }), 4000);
    const failing = outcomes.filter((o) => o.fault !== null);
    expect(failing.length / outcomes.length).toBeGreaterThan(rate * 0.8);
    expect(failing.length / outcomes.length).toBeLessThan(rate * 1.2);
    expect(new Set(failing.map((o) => o.fault))).toEqual(new Set(['reset', 'malformed', 'server-error']));
  });

  it('fails every request at rate 1, and only with the listed faults', () => {
    const outcomes = run(2, config({ faultRate: 1, faults: ['malformed'] }), 100);
    expect(outcomes.every((o) => o.fault === 'malformed')).toBe(true);
  });

  it('does not let the latency draw and the fault draw depend on each other', () => {
    const c = config({ latency: { min: 0, max: 1000 }, faultRate: 0.5 });
    const outcomes = run(5, c, 4000);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const failingMean = mean(outcomes.filter((o) => o.fault).map((o) => o.delayMs));
    const okMean = mean(outcomes.filter((o) => !o.fault).map((o) => o.delayMs));
    expect(Math.abs(failingMean - okMean)).toBeLessThan(60);
  });
});
