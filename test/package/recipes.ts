// The recipes of docs/recipes/ in the consumer project: copied beside the installed package, and how the package test
// runs them (the vitest suites, Vite's build and dev server) and reads the sizes docs/recipes.md states.
import { cpSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { exec, repoRoot, type ConsumerProject, type ProcessResult } from './consumer-project.js';

export const copyRecipes = (project: ConsumerProject): string => {
  const dir = join(project.dir, 'recipes');
  cpSync(join(repoRoot, 'docs/recipes'), dir, { recursive: true });
  return dir;
};

/** `vitest run` in one recipe folder (its own vitest.config.ts), with an environment. */
export const vitestIn = (
  project: ConsumerProject,
  folder: string,
  env: NodeJS.ProcessEnv = {},
): Promise<ProcessResult> =>
  exec(join(project.dir, 'node_modules/.bin/vitest'), ['run'], join(project.dir, 'recipes', folder), 280_000, env);

/** `vite build` of the Vite recipe into `out`; NODE_ENV=development keeps import.meta.env.DEV true. */
export const viteBuild = (project: ConsumerProject, out: string, env: NodeJS.ProcessEnv = {}): Promise<ProcessResult> =>
  exec(
    join(project.dir, 'node_modules/.bin/vite'),
    ['build', '--outDir', out, '--emptyOutDir'],
    join(project.dir, 'recipes/vite-app'),
    280_000,
    env,
  );

/** The JavaScript files of a build, with their sizes raw and gzipped. */
export function builtScripts(dir: string): { file: string; text: string; bytes: number; gzipped: number }[] {
  const assets = join(dir, 'assets');
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((f) => {
      const text = readFileSync(join(assets, f), 'utf8');
      return { file: f, text, bytes: statSync(join(assets, f)).size, gzipped: gzipSync(text).length };
    });
}

/** The sizes docs/recipes.md gives the worker's chunk: "about 1.0 MB (about 360 KB gzipped)". */
export function documentedChunkSize(): { bytes: number; gzipped: number } {
  const page = readFileSync(join(repoRoot, 'docs/recipes.md'), 'utf8');
  const match = /of about\s+([\d.]+) MB \(about (\d+) KB gzipped\)/.exec(page);
  if (!match) throw new Error('docs/recipes.md names no size for the worker chunk');
  return { bytes: Number(match[1]) * 1024 * 1024, gzipped: Number(match[2]) * 1024 };
}

/** A Vite dev server on the recipe's config (its proxy to CORE_KIT_URL), one request through it, and the answer. */
export const viteDevScript = `
import { createServer } from 'vite';
const root = 'recipes/vite-app';
const server = await createServer({ root, configFile: root + '/vite.config.ts', server: { port: 0, host: '127.0.0.1' }, logLevel: 'silent' });
await server.listen();
const res = await fetch(new URL('/api/core/v1/global/configs?keys=site_name', server.resolvedUrls.local[0]));
console.log(JSON.stringify({ status: res.status, body: await res.json() }));
await server.close();
`;
