// Schema validation of an invalid answer in time linear in its size (issue 22): a list answer of n empty objects
// through createDocumentValidator(…, 'spec'), best of five runs per size. Runs alone too:
// `node --import tsx scripts/bench/validation-linearity.ts`.
import { pathToFileURL } from 'node:url';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';
import { committedDocument } from '../../src/validation/committed-document.js';

export interface ValidationLinearity {
  /** Best time in ms per list size. */
  ms: Record<number, number>;
  /** Time for 8,000 items over time for 1,000 (linear: about 8 at most; it was about 100). */
  ratio: number;
}

export const LINEARITY_SIZES = [1_000, 8_000, 100_000];

export function validationLinearity(): ValidationLinearity {
  const validator = createDocumentValidator(committedDocument() as never, 'spec');
  const answer = (n: number) => ({
    code: 0,
    message: 'ok',
    data: {
      pagination: { total: n, pageSize: 15, currentPage: 1, lastPage: 1 },
      list: Array.from({ length: n }, () => ({})),
    },
  });
  validator.validate('NotificationListResponse', answer(10)); // compiled outside the measurement
  const ms: Record<number, number> = {};
  for (const n of LINEARITY_SIZES) {
    const value = answer(n);
    let best = Infinity;
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      validator.validate('NotificationListResponse', value);
      best = Math.min(best, performance.now() - started);
    }
    ms[n] = best;
  }
  return { ms, ratio: ms[8_000]! / Math.max(ms[1_000]!, 0.01) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ms, ratio } = validationLinearity();
  process.stdout.write(
    `${LINEARITY_SIZES.map((n) => `${n.toLocaleString('en')} {}: ${ms[n]!.toFixed(1)} ms`).join(', ')}; 8,000 / 1,000: ${ratio.toFixed(1)}×\n`,
  );
}
