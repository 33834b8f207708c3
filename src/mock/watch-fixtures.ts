// `serve --fixtures PATH --watch`: after each edit (debounced) the fixtures are loaded and checked again, and a valid
// edit serves its world from the next request on. An invalid edit keeps the last valid world serving and reports its
// problems (stderr and the control room) until an edit fixes them. Reloads never overlap.
import { watch, type FSWatcher } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { buildWorld, type WorldOptions } from './build-world.js';
import type { MockControl } from './control/mock-control.js';
import { loadFixtures, type Fixtures } from './fixtures/load-fixtures.js';
import { createDebouncer } from './lib/debounce.js';
import type { AccountCredentials } from './world/account-credentials.js';

export const WATCH_DEBOUNCE_MS = 150;
/** How often a removed fixtures folder is looked for again. */
const FOLLOW_MS = 250;

export type ReloadOutcome = { ok: true; fixtures: Fixtures } | { ok: false; problems: string[] };

export interface WatchFixturesOptions {
  /** The fixtures file or folder as the user named it, and where relative paths start. */
  path: string;
  cwd: string;
  /** What the world is built from besides the fixtures (seed, clock, size, demo account, extra accounts). */
  world: Omit<WorldOptions, 'fixtures'>;
  /** The server's own accounts (demo and `--users`), which fixtures accounts must not contradict. */
  flagAccounts: readonly AccountCredentials[];
  control: MockControl;
  /** Called after each reload, accepted or not (the serve log and stderr; tests). */
  onReload?: (outcome: ReloadOutcome) => void;
  debounceMs?: number;
}

export interface FixturesWatcher {
  /** Loads the fixtures now (what an edit triggers). */
  reload(): Promise<ReloadOutcome>;
  close(): void;
}

export async function watchFixtures(options: WatchFixturesOptions): Promise<FixturesWatcher> {
  const { path, cwd, control } = options;
  const target = resolve(cwd, path);
  const isFolder = (await stat(target)).isDirectory();
  // A file is watched through its folder: editors often replace the file (write a copy, rename it over), which ends a
  // watch on the file itself.
  const folder = isFolder ? target : dirname(target);
  const concerns = (name: string | null) =>
    name === null || (isFolder ? name.endsWith('.json') : name === basename(target));

  async function load(): Promise<ReloadOutcome> {
    const loaded = await loadFixtures(path, { cwd, flagAccounts: options.flagAccounts });
    if (!loaded.ok) return loaded;
    try {
      const built = buildWorld({ ...options.world, fixtures: loaded.fixtures });
      control.replaceWorld(built.world, built.accounts, loaded.fixtures.files);
      return loaded;
    } catch (error) {
      return {
        ok: false,
        problems: [`${path}: the world could not be built (${error instanceof Error ? error.message : String(error)})`],
      };
    }
  }

  let running: Promise<ReloadOutcome> | null = null;
  let again = false;
  async function reload(): Promise<ReloadOutcome> {
    if (running) {
      again = true; // an edit during a reload: one more reload once this one is done
      return running;
    }
    running = load();
    const outcome = await running;
    if (!outcome.ok) control.rejectFixtures(outcome.problems);
    running = null;
    void follow();
    options.onReload?.(outcome);
    if (again) {
      again = false;
      return reload();
    }
    return outcome;
  }

  const debouncer = createDebouncer(options.debounceMs ?? WATCH_DEBOUNCE_MS, () => void reload());
  let watcher: FSWatcher | null = null;
  let closed = false;
  let watched: number | null = null; // the folder's inode: a folder made anew at the path is another one
  let lost = false;
  let polling: NodeJS.Timeout | null = null;
  const arm = () => {
    watcher?.close();
    watcher = watch(folder, (_event, name) => {
      if (concerns(name === null ? null : String(name))) debouncer.trigger();
      else void follow(); // the folder itself renamed or removed
    });
    watcher.on('error', (error) => {
      control.rejectFixtures([`${path}: no longer watched (${error.message}); restart the server to watch it again`]);
      options.onReload?.({ ok: false, problems: control.fixtures.problems });
    });
  };
  /**
   * The folder removed or renamed (`rm -rf fixtures && core-kit fixtures --out fixtures`) ends a watch on it: the
   * path is looked at again until a folder is back there, which is then watched and loaded. Before, the mock served
   * the old data for good and ignored every later edit.
   */
  async function follow(): Promise<void> {
    if (closed || polling) return;
    const now = await stat(folder).catch(() => null);
    // A folder made right after the old one was removed may reuse its inode: once seen missing, it is watched anew.
    if (closed || (now?.isDirectory() && now.ino === watched && !lost)) return;
    if (now?.isDirectory()) {
      watched = now.ino;
      lost = false;
      arm();
      debouncer.trigger();
      return;
    }
    lost = true;
    polling = setTimeout(() => {
      polling = null;
      void follow();
    }, FOLLOW_MS);
    polling.unref();
  }
  watched = (await stat(folder)).ino;
  arm();
  control.fixtures = { ...control.fixtures, path, watching: true };

  return {
    reload,
    close() {
      closed = true;
      debouncer.cancel();
      if (polling) clearTimeout(polling);
      watcher?.close();
      watcher = null;
    },
  };
}
