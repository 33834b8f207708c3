// The watcher's debounce: a burst of triggers runs the work once, after the last; a later trigger runs it again.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from '../../../src/mock/lib/debounce.js';

describe('createDebouncer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, `ms` after the last trigger of a burst', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(150, run);
    for (let i = 0; i < 5; i++) {
      debouncer.trigger();
      vi.advanceTimersByTime(100);
    }
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs again for a trigger after the wait', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(150, run);
    debouncer.trigger();
    vi.advanceTimersByTime(150);
    debouncer.trigger();
    vi.advanceTimersByTime(150);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('forgets a pending run when cancelled', () => {
    const run = vi.fn();
    const debouncer = createDebouncer(150, run);
    debouncer.trigger();
    debouncer.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
