// Work that can pause: a generator that yields at safe points. At start-up it runs at once; on the request path it runs
// in slices between other requests, so building another seed's world never holds the event loop for long.

/** A computation of a T that yields (nothing) wherever it may pause. */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps to the end, without pausing. */
export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/**
 * A macrotask turn: other requests' callbacks run before the work goes on. Node's setImmediate comes right after the
 * I/O of the turn; browsers (core-kit/msw) have only setTimeout, which may wait a few milliseconds more.
 */
const later: (go: () => void) => void =
  typeof globalThis.setImmediate === 'function'
    ? (go) => void globalThis.setImmediate(go)
    : (go) => void setTimeout(go, 0);
const nextTurn = () => new Promise<void>((resolve) => later(resolve));

/** Runs the steps in slices of about `sliceMs` of CPU each, handing the event loop back between slices. */
export async function runSliced<T>(steps: Steps<T>, sliceMs = 4): Promise<T> {
  let deadline = performance.now() + sliceMs;
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() < deadline) continue;
    await nextTurn();
    deadline = performance.now() + sliceMs;
  }
}

/** How many items of a loop over typed arrays run between two pause points: well under a millisecond of work. */
export const ITEMS_PER_STEP = 1 << 15;

/**
 * Steps that several callers may drive, each up to its end: they advance one run (whoever calls next moves it on), so
 * the work is done once however many wait for it, sliced or at once, and every caller gets its value.
 */
export function sharedSteps<T>(steps: Steps<T>): () => Steps<T> {
  let finished: { value: T } | null = null;
  return function* () {
    while (finished === null) {
      const next = steps.next();
      if (next.done) finished = { value: next.value };
      else yield;
    }
    return finished.value;
  };
}
