// Writes a recording's fixtures files into a directory, each through a temporary name (never half written).
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Recorder } from './recorder.js';

export const RECORDING_NOTE =
  'Recorded by core-kit proxy: serve with core-kit serve --fixtures <this directory> and the tokens the proxy printed.';

/** The names of the files written. */
export async function writeRecording(dir: string, recorder: Recorder): Promise<string[]> {
  await mkdir(dir, { recursive: true });
  const files = recorder.files(RECORDING_NOTE);
  for (const [name, text] of files) {
    await writeFile(join(dir, `.${name}.tmp`), text);
    await rename(join(dir, `.${name}.tmp`), join(dir, name));
  }
  return [...files.keys()];
}
