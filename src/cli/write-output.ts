// Writes a file a command was asked to produce (and its folder); a path that cannot be written is a usage error (exit 2,
// one line).
import { statSync } from 'node:fs';
import { mkdir, open, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { UsageError } from './flags.js';

const reasons: Record<string, string> = {
  ENOENT: 'its folder does not exist',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  EROFS: 'the file system is read-only',
  ENOSPC: 'no space left on the device',
};

/** The system's own words for an error (`EINVAL: invalid argument, open '…'` → `invalid argument`), without the path. */
const systemWords = (error: NodeJS.ErrnoException, code: string) =>
  /^[A-Z0-9_]+: ([^,]+)/.exec(error.message ?? '')?.[1] ?? (code ? 'system error' : 'unknown error');

const isFolder = (path: string) => statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;

function refusal(flag: string, path: string, error: unknown, what = 'write', why = reasons, cwd = '.'): UsageError {
  const failure = error as NodeJS.ErrnoException;
  const code = failure.code ?? '';
  // A file a folder that exists cannot take (/proc, /sys): ENOENT names no missing folder there.
  const reason =
    code === 'ENOENT' && why === reasons && isFolder(dirname(resolve(cwd, path)))
      ? 'its folder exists, but its file system takes no new files: ENOENT, no such file or directory'
      : (why[code] ?? `${systemWords(failure, code)}${code ? `: ${code}` : ''}`);
  return new UsageError(`${flag}: cannot ${what} ${JSON.stringify(path)} (${reason})`);
}

/** Its parent is there (created first): ENOENT then means a file system that takes no new entries (/proc, /sys). */
const folderReasons = { ...reasons, ENOENT: 'this file system takes no new folders' };

/**
 * Creates a folder and its missing parents one by one: `mkdir(path, { recursive: true })` never settles for a path
 * under /proc on Node 20 (`core-kit fixtures --out /proc/x` hung, silent). Refused as writeOutput refuses a file.
 */
export async function makeFolder(cwd: string, path: string, flag: string): Promise<void> {
  const create = async (folder: string): Promise<void> => {
    const found = await stat(folder).catch((error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' ? null : Promise.reject(error),
    );
    if (found) return;
    if (dirname(folder) !== folder) await create(dirname(folder));
    await mkdir(folder).catch((error: NodeJS.ErrnoException) =>
      error.code === 'EEXIST' ? undefined : Promise.reject(error),
    );
  };
  await create(resolve(cwd, path)).catch((error: unknown) => {
    // Over a file the next write says it best ("a part of the path is not a folder").
    if ((error as NodeJS.ErrnoException).code === 'ENOTDIR' || (error as NodeJS.ErrnoException).code === 'EEXIST')
      return;
    throw refusal(flag, path, error, 'create the folder', folderReasons);
  });
}

/** Fails early (before a long run) when the file cannot be created or appended to; leaves an existing file as it is. */
export async function assertWritable(cwd: string, path: string, flag: string): Promise<void> {
  try {
    await (await open(resolve(cwd, path), 'a')).close();
  } catch (error) {
    throw refusal(flag, path, error, 'write', reasons, cwd);
  }
}

export async function writeOutput(cwd: string, path: string, text: string, flag: string): Promise<void> {
  try {
    await writeFile(resolve(cwd, path), text);
  } catch (error) {
    throw refusal(flag, path, error, 'write', reasons, cwd);
  }
}
