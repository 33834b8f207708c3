// Writes a file a command was asked to produce; a path that cannot be written is a usage error (exit 2, one line).
import { open, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
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

function refusal(flag: string, path: string, error: unknown): UsageError {
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return new UsageError(`${flag}: cannot write ${JSON.stringify(path)} (${reasons[code] ?? code ?? 'unknown error'})`);
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
