// Starts the real system behind the spec (the runnable copy in ../shared/real-system beside the checkout) for tests
// that hold core-kit against it; where it is absent, as in a user's clone, says why so the tests skip.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { projectRoot } from './core-kit-process.js';

const run = promisify(execFile);

/** The folder that holds start.sh and stop.sh: `../shared/real-system` beside the checkout. */
export const realSystemHome = resolve(projectRoot, '..', 'shared', 'real-system');
/** The recorded answers of the real system, beside it. */
export const realAnswersHome = resolve(projectRoot, '..', 'shared', 'reference', 'real-answers');
/** The reference pages beside it: the real system's documented structures and where it answers null. */
export const realReferenceHome = resolve(projectRoot, '..', 'shared', 'reference');
/** The spec the kit implements, beside the checkout. */
export const specPath = resolve(projectRoot, '..', 'shared', 'spec', 'community-service.md');

export interface RealAccount {
  aid: string;
  aidToken: string;
  uid: string;
  uidToken: string;
}

export interface RealSystem {
  /** Base URL speaking core-kit's names (/api/core/v1, X-Core-*). */
  url: string;
  /** The running copy's own source (its models, migrations): read, never copied. */
  appDir: string;
  admin: RealAccount;
  alice: RealAccount;
  stop(): Promise<void>;
}

function phpIsUsable(): boolean {
  try {
    execFileSync('php', ['-m'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why the real system cannot run here, or undefined when it can (start.sh installs PHP when it may: root or sudo). */
export function realSystemSkipReason(): string | undefined {
  if (!existsSync(join(realSystemHome, 'start.sh'))) {
    return 'the real system is not beside this checkout (../shared/real-system): conformance with it is not checked';
  }
  const mayInstall = process.getuid?.() === 0;
  if (!phpIsUsable() && !mayInstall) return 'the real system needs PHP (apt-get install php-cli php-sqlite3 …)';
  return undefined;
}

/**
 * start.sh, tried up to three times: on a loaded machine its PHP module check can fail spuriously (a pipe closed early
 * under `pipefail`), sending it to apt-get, which another start may be holding; the next try finds PHP as it is.
 */
async function startScript(dir: string, languageStatus: boolean): Promise<string> {
  let lastError: unknown;
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const { stdout } = await run('bash', [join(realSystemHome, 'start.sh'), dir], {
        env: { ...process.env, LANGUAGE_STATUS: languageStatus ? '1' : '0' },
        maxBuffer: 16 * 1024 * 1024,
      });
      return stdout;
    } catch (error) {
      lastError = error;
      await run('bash', [join(realSystemHome, 'stop.sh'), dir]).catch(() => undefined);
    }
  }
  throw lastError;
}

/** Starts a fresh copy (the shipped demo database); `languageStatus` turns the multi-language switch on. */
export async function startRealSystem(options: { languageStatus?: boolean } = {}): Promise<RealSystem> {
  const dir = mkdtempSync(join(tmpdir(), 'real-system-'));
  const stdout = await startScript(dir, options.languageStatus === true);
  const line = stdout.trim().split('\n').at(-1) ?? '';
  const started = JSON.parse(line) as {
    url: string;
    credentials: { users: Record<'admin' | 'alice', { aid: string; aidToken: string; uid: number; uidToken: string }> };
  };
  const account = (name: 'admin' | 'alice'): RealAccount => {
    const user = started.credentials.users[name];
    return { aid: user.aid, aidToken: user.aidToken, uid: String(user.uid), uidToken: user.uidToken };
  };
  return {
    url: started.url,
    appDir: join(dir, 'fresns'),
    admin: account('admin'),
    alice: account('alice'),
    async stop() {
      await run('bash', [join(realSystemHome, 'stop.sh'), dir]).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
