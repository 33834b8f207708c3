// Launches the system's Chromium (never a downloaded one) headless, with a fresh profile, for the browser test.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/** Debian's package puts it here; CHROMIUM_PATH points elsewhere. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

// Headless in a container: no sandbox or GPU, and none of Chromium's own calls home (updates, sync, first-run pages).
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LaunchedChromium {
  context: BrowserContext;
  executablePath: string;
  close(): Promise<void>;
}

export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/** Fails loudly when the binary is missing: in CI a skipped browser test would pass without proving anything. */
export async function launchChromium(): Promise<LaunchedChromium> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Install Debian's package (\`apt-get update && apt-get install -y chromium\`, ` +
        'as root) or set CHROMIUM_PATH to a Chromium binary. Do not run `npx playwright install`: this test drives the system browser.',
    );
  }
  const userDataDir = await mkdtemp(join(tmpdir(), 'core-kit-chromium-'));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath,
      headless: true,
      args: CHROMIUM_FLAGS,
      viewport: { width: 1280, height: 900 },
    });
    return {
      context,
      executablePath,
      async close() {
        await context.close();
        await rm(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
}
