// The kill matrix: for each mutant, the check named to catch it and every other check that did.
import { onlyNotes, type MutantRun } from './run-kit-against.js';

export function killMatrix(runs: readonly MutantRun[]): string {
  const rows = runs.map(({ mutant, strict, caughtBy }) => {
    const named = caughtBy.includes(mutant.killedBy) ? `**${mutant.killedBy}**` : `~~${mutant.killedBy}~~ (missed)`;
    const others = caughtBy.filter((name) => name !== mutant.killedBy);
    const how = onlyNotes(mutant) ? " (noted: the mock's choice, never failing)" : strict ? ' (`--strict`)' : '';
    return `| \`${mutant.name}\` | ${mutant.breaks} | ${named}${how} | ${others.length ? others.join(', ') : '—'} |`;
  });
  return ['| mutant | what it breaks | caught by | also caught by |', '|---|---|---|---|', ...rows].join('\n');
}
