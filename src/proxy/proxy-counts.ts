// What the proxy counted since it started: requests, answers judged, violations by rule, failures of the target.

export interface ProxyCounts {
  requests: number;
  judged: number;
  violations: number;
  byRule: Map<string, number>;
  failures: number;
}

export const newCounts = (): ProxyCounts => ({ requests: 0, judged: 0, violations: 0, byRule: new Map(), failures: 0 });
