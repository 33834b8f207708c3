// Runs the real `core-kit` bin as a child process and collects its exit code and output.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export const projectRoot = new URL('../../', import.meta.url).pathname;
const execFileAsync = promisify(execFile);

export interface ProcessResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function coreKit(args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<ProcessResult> {
  try {
    const { stdout, stderr } = await execFileAsync('node', ['bin/core-kit.js', ...args], { cwd: projectRoot, env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
