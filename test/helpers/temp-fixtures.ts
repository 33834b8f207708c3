// Temporary fixture directories for tests: written from objects, removed after the test file.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** Makes a fresh directory per call, holding `files` (name → JSON value, or raw text); all are removed after the file's tests. */
export function tempFixtures() {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  return (files: Record<string, unknown> = {}): string => {
    const dir = mkdtempSync(join(tmpdir(), 'core-kit-fixtures-'));
    made.push(dir);
    for (const [name, value] of Object.entries(files))
      writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
    return dir;
  };
}
