// No module imports itself round a loop, in src/, test/ or scripts/: a loop makes the order modules load in matter,
// and no one of them can be understood, or moved, alone.
import { describe, expect, it } from 'vitest';
import { cyclesOf, imports, shown } from './import-graph.js';

describe('the modules of src/, test/ and scripts/', () => {
  it('import one another without a loop', () => {
    expect(cyclesOf(imports).map((cycle) => cycle.map(shown).join(' ↔ '))).toEqual([]);
  });
});
