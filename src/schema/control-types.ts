// The control API's shapes as plain TypeScript, for `core-kit/server` users: no TypeBox type reaches their compiler (it
// costs seconds to check). test/types/control-types.test.ts keeps each equal to its schema's static type.
import type { DataName, Fault } from './preferences.js';

/** Every API answer waits a seeded time in [min, max] ms. */
export interface Latency {
  min: number;
  max: number;
}

/** What the next API requests get, server-wide, until the next `PUT /__core/scenario`; `{}`: the start-up settings. */
export interface Scenario {
  code?: number;
  delay?: number;
  fault?: Fault;
  total?: number;
  seed?: number;
  lang?: string;
  data?: DataName;
  latency?: Latency;
  faultRate?: number;
  faults?: Fault[];
  httpErrors?: boolean;
}

export interface Judgement {
  valid: boolean;
  problems: string[];
}

export interface Verdict {
  request: { valid: boolean; problems: string[]; notes: string[] };
  /** null: no answer to judge (`unjudged` says why). */
  answer: { spec: Judgement; documented: Judgement } | null;
  unjudged?: string;
}

/** One journaled request (secret values `[redacted]`). */
export interface JournalEntry {
  id: number;
  time: string;
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  url: string;
  operation: string | null;
  /** 0: no answer was sent. */
  status: number;
  code: number | null;
  /** null while a delayed answer is pending. */
  durationMs: number | null;
  preferences: string | null;
  fault: string | null;
  valid: { request: boolean | null; answer: boolean | null };
}

export interface JournalEntryDetail extends JournalEntry {
  headers: Record<string, string>;
  answer: { bytes: number; text: string | null; truncated: boolean };
  verdict: Verdict;
}

export interface RequestList {
  entries: JournalEntry[];
  matched: number;
  size: number;
  capacity: number;
  lastId: number;
}

export interface ControlStatus {
  scenario: Scenario;
  scenarioText: string;
  startup: { httpErrors: boolean; latency: Latency | null; faultRate: number; faults: string[] };
  fixtures: {
    path: string | null;
    watching: boolean;
    files: string[];
    loadedAt: string | null;
    problems: string[];
    rejectedAt: string | null;
  };
  journal: { size: number; capacity: number; keptAnswerBytes: number };
  world: { seed: number; now: string; accounts: number };
  choices: {
    codes: { code: number; message: string }[];
    faults: string[];
    data: string[];
    languages: string[];
    limits: { delay: number; total: number; seed: number };
  };
}

export interface ControlAccount {
  aid: string;
  aidToken: string;
  uid: string;
  uidToken: string;
  demo: boolean;
  headers: Record<string, string>;
  curl: string;
  fetch: string;
}
