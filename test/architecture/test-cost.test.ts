// The projects by cost: each test's cost is read from its code, and a unit test that opens a server or spawns a
// process fails instead of passing in the wrong project.
// cost: unit (it quotes servers and processes as data)
import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { root } from './import-graph.js';
import { costOf, costOfCode, testsByCost, testsByProject, type TestCost } from './test-cost.js';

describe('the cost of a test', () => {
  it.each<[string, string[], TestCost]>([
    [
      'pure code',
      ["import { paginate } from '../../src/mock/index.js';", 'expect(paginate(items, 2)).toEqual([])'],
      'unit',
    ],
    ['a string that only names a server', ["const text = 'listen to the server';"], 'unit'],
    ['supertest', ["import request from 'supertest';"], 'http'],
    ['node:http', ["import { createServer } from 'node:http';"], 'http'],
    ['a mock on port 0', ['const mock = await launchMock({ port: 0 });'], 'http'],
    ['a helper server', ['const server = await startBrokenServer(defect);'], 'http'],
    ['a fetch', ['const answer = await fetch(url);'], 'http'],
    ['child_process', ["import { spawn } from 'node:child_process';"], 'process'],
    ['the bin by its path', ["const bin = join(root, 'bin/core-kit.js');"], 'process'],
    ['the built package by its name', ["import { createHandlers } from 'core-kit/msw';"], 'process'],
    ["the package's types only", ["import type { Notification } from 'core-kit';"], 'unit'],
    [
      'a helper that spawns, beside a server',
      ['await launchMock({ port: 0 });', "import { execFile } from 'child_process';"],
      'process',
    ],
  ])('%s is %s', (_, modules, cost) => {
    expect(costOfCode(modules)).toBe(cost);
  });

  it('puts every test file under test/ in exactly one project', () => {
    const byProject = testsByProject();
    const all = [...byProject.unit, ...byProject.http, ...byProject.process, ...byProject.timed];
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all)).toEqual(new Set(Object.values(testsByCost()).flat()));
    expect(byProject.unit).toContain('test/architecture/test-cost.test.ts');
  });

  // The `timed` project runs alone after the others and builds nothing: a timed test opens servers, never a process.
  it('runs the tests that declare themselves timed apart, and only tests of http cost', () => {
    const { timed } = testsByProject();
    expect(timed).toContain('test/contract-kit/rate-limited-servers.test.ts');
    expect(timed.filter((file) => costOf(join(root, file)) !== 'http')).toEqual([]);
  });

  it("keeps test/contract-kit/ for the kit run against servers: the kit's pure tests mirror src/ (test/contract/)", () => {
    expect(testsByCost().unit.filter((file) => file.startsWith('test/contract-kit/'))).toEqual([]);
  });
});

describe('a unit test', () => {
  it('cannot open a server (test/unit-guard.ts)', () => {
    expect(() => createServer().listen(0)).toThrow(/a unit test opens a server/);
  });
});
