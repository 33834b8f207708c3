// The real system's recorded answers (../shared/reference/real-answers beside the checkout, captured by its
// capture.mjs): request, status, headers and body of each. Where they are absent, as in a user's clone, says why so
// the tests that read them skip.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { realAnswersHome } from './real-system.js';

export interface RealAnswer {
  /** The file's name without `.json`, e.g. `notif-size30`. */
  name: string;
  request: { method: string; path: string; headers: string[] };
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
}

/** Why the recorded answers cannot be read here, or undefined when they can. */
export function realAnswersSkipReason(): string | undefined {
  return existsSync(realAnswersHome)
    ? undefined
    : "the real system's recorded answers are not beside this checkout (../shared/reference/real-answers)";
}

export function readRealAnswers(): RealAnswer[] {
  return readdirSync(realAnswersHome)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      ...(JSON.parse(readFileSync(join(realAnswersHome, file), 'utf8')) as Omit<RealAnswer, 'name'>),
    }));
}
