// Runs a function once a burst of triggers has settled: editors write a file in several steps (a temporary file, a
// rename, a second write), and a watcher sees each; the work should happen once, after the last.

export interface Debouncer {
  /** (Re)starts the wait: `run` happens `ms` after the last trigger. */
  trigger(): void;
  /** Forgets a pending run. */
  cancel(): void;
}

export function createDebouncer(ms: number, run: () => void): Debouncer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    trigger() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, ms);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
