// Locates the project's root (where package.json, openapi/ and fixtures/ live), wherever this module is loaded from.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

export function packageRoot(): string {
  if (cached) return cached;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'core-kit')
      return (cached = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error('core-kit: cannot find the package root (package.json named core-kit)');
    dir = parent;
  }
}
