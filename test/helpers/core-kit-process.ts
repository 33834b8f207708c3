// Runs the real `core-kit` bin as a child process and collects its exit code and output.
import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

export const projectRoot = new URL('../../', import.meta.url).pathname;
const execFileAsync = promisify(execFile);

export interface ProcessResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `timeoutMs`: the child is killed past it (a command that must not hang; its code is then null). */
export async function coreKit(
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
  timeoutMs = 0,
): Promise<ProcessResult> {
  try {
    const { stdout, stderr } = await execFileAsync('node', ['bin/core-kit.js', ...args], {
      cwd: projectRoot,
      env: { ...process.env, ...env },
      timeout: timeoutMs,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Starts `core-kit serve --port 0 …`, resolves `ready` with its base URL once the banner names it. */
export function serveProcess(...args: string[]) {
  const child = spawn('node', ['bin/core-kit.js', 'serve', '--port', '0', ...args], { cwd: projectRoot });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Swagger UI +(http:\/\/[^/\s]+)\/docs/.exec(output)?.[1];
      if (url) resolve(url);
    });
    child.on('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, ready, exited, output: () => output };
}

interface Account {
  aid: string;
  aidToken: string;
  uid: string;
  uidToken: string;
}

/** The four credential flags of an account; `other-` for the second account's (`--other-aid` …). */
export const credentialFlags = (account: Account, prefix: '' | 'other-' = ''): string[] => [
  `--${prefix}aid`,
  account.aid,
  `--${prefix}aid-token`,
  account.aidToken,
  `--${prefix}uid`,
  account.uid,
  `--${prefix}uid-token`,
  account.uidToken,
];
