// core-kit as users get it: the packed tarball installed into a fresh project, every entry and command used from there.
import { builtinModules } from 'node:module';
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createConsumerProject, exec, repoRoot, type ConsumerProject } from './consumer-project.js';
import { builtScripts, copyRecipes, documentedChunkSize, viteBuild, viteDevScript, vitestIn } from './recipes.js';
import { allChecks } from '../../src/contract/index.js';

let project: ConsumerProject;
beforeAll(async () => {
  project = await createConsumerProject();
}, 400_000);

const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  exports: Record<string, unknown>;
};
const bin = () => join(project.dir, 'node_modules/.bin/core-kit');
const node = (args: string[], timeout?: number) => exec(process.execPath, args, project.dir, timeout);
const DEMO = ['--aid', 'demo', '--aid-token', 'demo-aid-token', '--uid', '10001', '--uid-token', 'demo-uid-token'];

/** Starts the installed bin's `serve --port 0` and resolves with its URL. */
function serveInstalled(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(bin(), ['serve', '--port', '0', '--quiet', '--now', '2026-11-22T12:00:00Z'], {
    cwd: project.dir,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Swagger UI +(http:\/\/[^/\s]+)\/docs/.exec(output)?.[1];
      if (url)
        resolve({ url, stop: () => new Promise((done) => (child.kill('SIGTERM'), child.once('exit', () => done()))) });
    });
    child.once('exit', (code) => reject(new Error(`serve exited ${code}: ${output}`)));
  });
}

describe('the packed tarball', () => {
  it('holds built JavaScript with declarations, the documents, the control room page, the bin and the README, and no sources or tests', async () => {
    const { stdout } = await exec('tar', ['-tzf', project.tarball], repoRoot);
    const files = stdout
      .trim()
      .split('\n')
      .map((f) => f.replace(/^package\//, ''));
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'bin/core-kit.js',
        'dist/cli.js',
        'openapi/openapi.json',
        'openapi/openapi.yaml',
        'openapi/control-api.json',
        'openapi/mock.json',
        'openapi/mock.yaml',
      ]),
    );
    // The control room's page sits beside the bundled module that serves it.
    for (const page of ['index.html', 'control-room.js'])
      expect(files.some((f) => new RegExp(`^dist/(.+/)?page/${page.replace('.', '\\.')}$`).test(f))).toBe(true);
    const stray = files.filter(
      (f) =>
        !/^(package\.json|README\.md|LICENSE|bin\/core-kit\.js|openapi\/(openapi|mock|control-api)\.(json|yaml)|dist\/.+\.(js|d\.ts)|dist\/(.+\/)?page\/[a-z-]+\.(html|css)|dist\/validators\/[a-z]+\.cjs)$/.test(
          f,
        ),
    );
    expect(stray).toEqual([]);
    for (const entry of Object.values(manifest.exports).filter(
      (e): e is { types: string; default: string } => typeof e === 'object',
    )) {
      expect(files).toContain(entry.types.slice(2));
      expect(files).toContain(entry.default.slice(2));
    }
  });

  // Most of it is the two documents, the contract and the mock's (JSON and YAML each, about 65 KB packed apiece since
  // they describe the real User, Post, Comment, Group, Hashtag, Geotag and File Info); no inlined dependency, no source
  // map, no test. The README says how big it is: this measures it.
  it('stays small, and is as big as the README says ("about N KB packed", under its stated bound)', () => {
    const readme = readFileSync(join(repoRoot, 'README.md'), 'utf8');
    const [, about, bound] = /about (\d+) KB packed.*?keeps it under (\d+) KB/s.exec(readme) ?? [];
    const kb = statSync(project.tarball).size / 1024;
    expect(kb).toBeLessThan(Number(bound));
    expect(
      Math.abs(kb - Number(about)) / kb,
      `measured ${kb.toFixed(0)} KB, the README says about ${about} KB`,
    ).toBeLessThan(0.05);
  });

  it('declares as runtime dependencies exactly the packages the built code and its declarations import', () => {
    const imported = new Set<string>();
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) visit(path);
        else if (/\.(js|d\.ts)$/.test(entry.name)) {
          // A declaration's doc comments are left out: they may show an import as an example.
          const text = readFileSync(path, 'utf8');
          const code = entry.name.endsWith('.d.ts') ? text.replace(/\/\*[\s\S]*?\*\//g, '') : text;
          for (const match of code.matchAll(
            /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
          )) {
            const specifier = (match[1] ?? match[2])!;
            if (specifier.startsWith('.') || specifier.startsWith('node:') || builtinModules.includes(specifier))
              continue;
            imported.add(
              specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!,
            );
          }
        }
      }
    };
    visit(join(project.dir, 'node_modules/core-kit/dist'));
    expect([...imported].sort()).toEqual(
      [...Object.keys(manifest.dependencies), ...Object.keys(manifest.peerDependencies)].sort(),
    );
  });

  it('passes publint and @arethetypeswrong/cli (ESM-only profile) with no errors', async () => {
    const publint = await exec(join(repoRoot, 'node_modules/.bin/publint'), [project.tarball, '--strict'], repoRoot);
    expect(publint.code, publint.stdout + publint.stderr).toBe(0);
    const attw = await exec(
      join(repoRoot, 'node_modules/.bin/attw'),
      [project.tarball, '--profile', 'esm-only', '--format', 'ascii'],
      repoRoot,
    );
    expect(attw.code, attw.stdout + attw.stderr).toBe(0);
  });
});

describe('the installed bin', () => {
  it('starts the mock, serves its control room, and passes its own contract, strict, from the consumer project', async () => {
    const server = await serveInstalled();
    try {
      const result = await exec(bin(), ['contract', '--base-url', server.url, ...DEMO, '--strict'], project.dir);
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.stdout).toMatch(/checks: \d+ passed, 0 failed/);
      // The control room's page, its files and its document come from the installed package, offline.
      for (const path of ['/__core/', '/__core/assets/control-room.js', '/__core/openapi.json', '/__core/requests'])
        expect([path, (await fetch(`${server.url}${path}`)).status]).toEqual([path, 200]);
    } finally {
      await server.stop();
    }
  }, 120_000); // a whole strict run of the kit, in a process of its own

  it('lists the checks and prints the document', async () => {
    expect((await exec(bin(), ['contract', '--list'], project.dir)).stdout).toMatch(/pagesDoNotOverlap/);
    expect(JSON.parse((await exec(bin(), ['openapi'], project.dir)).stdout).openapi).toBe('3.1.0');
  });

  it.each([
    [['openapi', '--write'], /Unknown option '--write'/],
    [['openapi', '--check'], /Unknown option '--check'/],
    [['fixtures', '--check'], /Unknown option '--check'/],
    [
      ['openapi', '--out', 'no/such/folder/openapi.json'],
      /--out: cannot write "no\/such\/folder\/openapi.json" \(its folder does not exist\)/,
    ],
  ])('refuses %j with exit 2 and a line, no stack trace', async (args, message) => {
    const result = await exec(bin(), args, project.dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('the entries from plain Node', () => {
  it('imports every entry as ES modules, with no TypeScript loader', async () => {
    const script =
      "const names = ['core-kit', 'core-kit/msw', 'core-kit/server', 'core-kit/contract']; for (const n of names) console.log(n, Object.keys(await import(n)).sort().join(','));";
    const result = await node(['--input-type=module', '-e', script]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('core-kit/msw createHandlers,handlers');
    expect(result.stdout).toContain('core-kit/server ControlApiError,MockStartError,createControlClient,startMock');
    expect(result.stdout).toContain('core-kit/contract listChecks,runContract');
  });

  it('require()s every entry', async () => {
    const result = await node(['require-entries.cjs']);
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      'core-kit': [],
      'core-kit/msw': ['createHandlers', 'handlers'],
      'core-kit/server': ['ControlApiError', 'MockStartError', 'createControlClient', 'startMock'],
      'core-kit/contract': ['listChecks', 'runContract'],
    });
  });

  it('starts the mock and runs the contract kit from a consumer script (core-kit/server, core-kit/contract)', async () => {
    const result = await node(['server-and-contract.mjs']);
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      exitCode: 0,
      summary: { fail: 0 },
      journaled: { code: 0, preferences: 'total=0' },
    });
  });

  it('runs a consumer vitest test with setupServer(...createHandlers()) from core-kit/msw', async () => {
    const result = await exec(join(project.dir, 'node_modules/.bin/vitest'), ['run', 'msw.test.ts'], project.dir);
    expect(result.code, result.stdout + result.stderr).toBe(0);
  });
});

describe('the declarations under consumer TypeScript configurations', () => {
  const configs = ['strict-bundler', 'nodenext', 'vite', 'pedantic'];
  const compilers = [
    ["TypeScript (this repository's)", 'node_modules/typescript/bin/tsc'],
    ['TypeScript 5.x', 'node_modules/typescript5/bin/tsc'],
  ] as const;
  const cases = [
    ...compilers.flatMap(([compiler, tsc]) => configs.map((config) => ({ compiler, tsc, config }))),
    { compiler: 'TypeScript 5.x', tsc: 'node_modules/typescript5/bin/tsc', config: 'node10' },
  ];

  // Up to five compilers run at once here, beside the other test files: on a shared 2-core machine one takes minutes.
  it.concurrent.each(cases)(
    '$compiler accepts a file using every public type and function (tsconfig $config)',
    async ({ tsc, config }) => {
      const result = await node([join(project.dir, tsc), '-p', `tsconfig.${config}.json`], 280_000);
      expect(result.stdout + result.stderr).toBe('');
      expect(result.code).toBe(0);
      // Nine compilers at once on two shared cores: TypeScript 5.x takes 15-20 s of CPU each to check TypeBox's types
      // when the machine is idle, several times that when other jobs share it.
    },
    300_000,
  );
});

describe('the recipes (docs/recipes.md), run from the consumer project', () => {
  const env = (url: string) => ({
    CORE_BASE_URL: url,
    CORE_AID: 'demo',
    CORE_AID_TOKEN: 'demo-aid-token',
    CORE_UID: '10001',
    CORE_UID_TOKEN: 'demo-uid-token',
  });
  beforeAll(() => {
    copyRecipes(project);
  });

  it('type-check under their tsconfig', async () => {
    const result = await node(
      [join(project.dir, 'node_modules/typescript/bin/tsc'), '-p', 'recipes/tsconfig.json'],
      280_000,
    );
    expect(result.stdout + result.stderr).toBe('');
  }, 300_000);

  it('the contract suite: one test per check against the installed mock; refused credentials stop it with the flag', async () => {
    const server = await serveInstalled();
    try {
      const passing = await vitestIn(project, 'contract-suite', env(server.url));
      expect(passing.code, passing.stdout + passing.stderr).toBe(0);
      // One test per check: every check of the kit ran as a test (passed, or skipped with its reason).
      const total = /Tests\s+\d+ passed(?: \| \d+ skipped)? \((\d+)\)/.exec(passing.stdout)?.[1];
      expect(Number(total), passing.stdout).toBe(allChecks.length);
      const refused = await vitestIn(project, 'contract-suite', {
        ...env(server.url),
        CORE_AID_TOKEN: 'demo-aid-tokne',
      });
      expect(refused.code).not.toBe(0);
      expect(refused.stdout + refused.stderr).toContain('The server refused the test account');
    } finally {
      await server.stop();
    }
  }, 300_000);

  it('the UI tests: startMock in the global setup, states set through the control client', async () => {
    const result = await vitestIn(project, 'ui-tests');
    expect(result.code, result.stdout + result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Tests\s+3 passed/);
  }, 300_000);

  it('Vite: a production build holds none of msw; in development the worker is a chunk of the size the page says', async () => {
    const production = mkdtempSync(join(tmpdir(), 'core-kit-vite-'));
    const built = await viteBuild(project, production);
    expect(built.code, built.stdout + built.stderr).toBe(0);
    const scripts = builtScripts(production);
    expect(scripts.filter((s) => /setupWorker|mockServiceWorker|faker/.test(s.text)).map((s) => s.file)).toEqual([]);
    expect(scripts.reduce((sum, s) => sum + s.bytes, 0)).toBeLessThan(10 * 1024);

    const development = mkdtempSync(join(tmpdir(), 'core-kit-vite-'));
    const dev = await viteBuild(project, development, { NODE_ENV: 'development', VITE_MOCK: 'msw' });
    expect(dev.code, dev.stdout + dev.stderr).toBe(0);
    const chunks = builtScripts(development).filter((s) => s.text.includes('mockServiceWorker'));
    expect(chunks).toHaveLength(1);
    const documented = documentedChunkSize();
    const measured = `measured ${(chunks[0]!.bytes / 1024).toFixed(0)} KB, ${(chunks[0]!.gzipped / 1024).toFixed(0)} KB gzipped`;
    expect(Math.abs(chunks[0]!.bytes - documented.bytes) / chunks[0]!.bytes, measured).toBeLessThan(0.1);
    expect(Math.abs(chunks[0]!.gzipped - documented.gzipped) / chunks[0]!.gzipped, measured).toBeLessThan(0.1);
  }, 300_000);

  it('Vite: the dev server forwards the API to the mock its config names', async () => {
    const server = await serveInstalled();
    try {
      const result = await exec(process.execPath, ['--input-type=module', '-e', viteDevScript], project.dir, 120_000, {
        CORE_KIT_URL: server.url,
      });
      expect(result.code, result.stderr).toBe(0);
      expect(JSON.parse(result.stdout)).toMatchObject({
        status: 200,
        body: { code: 0, data: { site_name: expect.any(String) } },
      });
    } finally {
      await server.stop();
    }
  }, 300_000);
});
