// Areas meet only at their faces: an import from one area of src/ into another names that area's index.ts; the areas
// import each other one way; the contract kit stays black-box; internals never import the public type façade.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaOf, cyclesOf, faceOf, imports, isSource, root, shown, src } from './import-graph.js';

const sources = [...imports].filter(([file]) => isSource(file));
const crossings = sources.flatMap(([file, targets]) =>
  targets.filter((t) => isSource(t) && areaOf(t) !== areaOf(file)).map((target) => ({ file, target })),
);

describe('the areas of src/', () => {
  it('import each other only through their faces (src/<area>/index.ts)', () => {
    const around = crossings.filter(({ target }) => target !== faceOf(areaOf(target)));
    expect(around.map(({ file, target }) => `${shown(file)} → ${shown(target)}`)).toEqual([]);
  });

  it('have faces that only name what their area holds (re-exports of its own modules, no code)', () => {
    const faces = [...new Set(crossings.map(({ target }) => faceOf(areaOf(target))))].filter((face) =>
      imports.has(face),
    );
    const code = faces.flatMap((face) =>
      readFileSync(face, 'utf8')
        .split(/;\n/)
        .map((statement) => statement.replace(/^(\/\/.*\n)+/, '').trim())
        .filter((statement) => statement !== '' && !/^export (type )?\{[^}]*\} from '\.\/[^']+'$/.test(statement))
        .map((statement) => `${shown(face)}: ${statement.slice(0, 80)}`),
    );
    expect(code).toEqual([]);
  });

  it('import each other one way: no loop between areas', () => {
    const graph = new Map<string, Set<string>>();
    for (const { file, target } of crossings)
      (graph.get(areaOf(file)) ?? graph.set(areaOf(file), new Set()).get(areaOf(file))!).add(areaOf(target));
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('keep the contract kit black-box: src/contract imports nothing of the mock, the control room or the proxy', () => {
    const leaks = crossings.filter(
      ({ file, target }) => areaOf(file) === 'contract' && ['mock', 'control-room', 'proxy'].includes(areaOf(target)),
    );
    expect(leaks.map(({ file, target }) => `${shown(file)} → ${shown(target)}`)).toEqual([]);
  });

  it('have internals import the schema, not the public type façade (src/types.ts)', () => {
    const facade = join(src, 'types.ts');
    const users = sources.filter(([, targets]) => targets.includes(facade)).map(([file]) => shown(file));
    expect(users).toEqual([]);
  });
});

describe("the contract kit's own tests", () => {
  it('keep the independent server and its corpus apart from the mock: they share no code with it', () => {
    const apart = ['independent-server', 'corpus'].map((folder) => join(root, 'test/contract-kit', folder));
    const shared = [...imports]
      .filter(([file]) => apart.some((folder) => file.startsWith(`${folder}/`)))
      .flatMap(([file, targets]) =>
        targets
          .filter((t) => isSource(t) && ['mock', 'control-room', 'proxy'].includes(areaOf(t)))
          .map((t) => `${shown(file)} → ${shown(t)}`),
      );
    expect(shared).toEqual([]);
  });
});
