// Writes a file a command was asked to produce (and its folder); a path that cannot be written is a usage error (exit 2,
// one line).
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

function refusal(flag: string, path: string, error: unknown, what = 'write', why = reasons): UsageError {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return new UsageError(`${flag}: cannot ${what} ${JSON.stringify(path)} (${why[code] ?? (code || 'unknown error')})`);
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
    throw refusal(flag, path, error);
  }
}

export async function writeOutput(cwd: string, path: string, text: string, flag: string): Promise<void> {
  try {
    await writeFile(resolve(cwd, path), text);
  } catch (error) {
    throw refusal(flag, path, error);
  }
}
