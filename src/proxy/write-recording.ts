// Where a recording goes: the directory is checked before the proxy listens (a file, fixtures already there, or a
// place that cannot be written refuse the run), and each file is written through a temporary file created
// exclusively without following links, then linked to its name only if that name is still free: a link planted in
// the directory is never followed, and a file that appeared meanwhile is kept.
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { link, lstat, mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export const RECORDING_NOTE =
  'Recorded by core-kit proxy: serve with core-kit serve --fixtures <this directory> and the tokens the proxy printed.';

export const RECORDING_FILES = ['configs.json', 'accounts.json', 'notifications.json'] as const;

/** Why a recording cannot go where `--record` says. */
export class RecordTargetError extends Error {}

const EXCLUSIVE = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0);

const exists = (path: string) =>
  lstat(path).then(
    () => true,
    (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? false : Promise.reject(error)),
  );

/** A new file with `text`, created exclusively (a planted file or link at its name fails the open); its path. */
async function writeExclusive(dir: string, name: string, text: string): Promise<string> {
  const path = join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
  const file = await open(path, EXCLUSIVE, 0o644);
  try {
    await file.writeFile(text);
  } finally {
    await file.close();
  }
  return path;
}

/**
 * Creates the directory and its missing parents one by one: `mkdir(dir, { recursive: true })` never settles for a path
 * under /proc on Node 20 (the run hung before listening, silent).
 */
async function makeDirectory(dir: string): Promise<void> {
  const parent = dirname(dir);
  if (parent !== dir && !(await exists(parent))) await makeDirectory(parent);
  await mkdir(dir).catch((error: NodeJS.ErrnoException) =>
    error.code === 'EEXIST' ? undefined : Promise.reject(error),
  );
}

/** The system's words for a failure and its code (`not a directory: ENOTDIR`); a bare code said too little. */
const reason = (error: NodeJS.ErrnoException) =>
  `${/^[A-Z0-9_]+: ([^,]+)/.exec(error.message)?.[1] ?? 'system error'}: ${error.code ?? 'unknown'}`;

/** Checks (and creates) the directory before the proxy listens: refused with a clear message when it cannot serve. */
export async function prepareRecordDir(dir: string, shown: string): Promise<void> {
  const found = await stat(dir).catch((error: NodeJS.ErrnoException) =>
    error.code === 'ENOENT'
      ? null
      : Promise.reject(new RecordTargetError(`--record ${shown}: cannot use it (${reason(error)})`)),
  );
  if (found && !found.isDirectory())
    throw new RecordTargetError(`--record ${shown} is a file, not a directory: name a new or empty directory`);
  if (!found)
    await makeDirectory(dir).catch((error: NodeJS.ErrnoException) => {
      // Its parent is there by now: ENOENT then means a file system that takes no new directories (/proc, /sys).
      const why =
        error.code === 'ENOENT' ? `its file system takes no new directories: ${reason(error)}` : reason(error);
      throw new RecordTargetError(`--record ${shown}: cannot create the directory (${why})`);
    });
  const taken = [];
  for (const name of RECORDING_FILES) if (await exists(join(dir, name))) taken.push(name);
  if (taken.length > 0)
    throw new RecordTargetError(
      `--record ${shown} already holds ${taken.join(', ')} (a recording or hand-written fixtures): record into a new or empty directory, or move them away`,
    );
  const probe = await writeExclusive(dir, 'probe', '').catch((error: NodeJS.ErrnoException) => {
    throw new RecordTargetError(`--record ${shown}: cannot write there (${reason(error)})`);
  });
  await unlink(probe);
}

/** Puts the temporary file at `name` unless something is there already (then it stays, and so does the temporary). */
async function claim(temporary: string, path: string): Promise<boolean> {
  try {
    await link(temporary, path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: a rename, once the name is seen free.
    if (await exists(path)) return false;
    await rename(temporary, path);
    return true;
  }
  await unlink(temporary);
  return true;
}

/** Writes the files; resolves to those written under their names, and those kept aside (a file took the name). */
export async function writeRecording(
  dir: string,
  files: Iterable<[string, string]>,
): Promise<{ written: string[]; keptAside: [string, string][] }> {
  const written: string[] = [];
  const keptAside: [string, string][] = [];
  await makeDirectory(dir);
  for (const [name, text] of files) {
    const temporary = await writeExclusive(dir, name, text);
    if (await claim(temporary, join(dir, name))) written.push(name);
    else keptAside.push([name, temporary]);
  }
  return { written, keptAside };
}
