// npm test's checks that run no test: the type check, the format check, the linter and knip, side by side (one after
// the other they took about a minute of CI's two cores). Each one's output is printed whole when it ends, under its
// command; the exit code is 1 when any of them failed.
import { spawn } from 'node:child_process';

const CHECKS = [['tsc', '--noEmit'], ['prettier', '--check', '.'], ['oxlint', '--deny-warnings'], ['knip']];

/** Runs one check (npm puts node_modules/.bin on the PATH), keeping stdout and stderr in the order they came. */
function run([command, ...args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ command: [command, ...args].join(' '), code: 1, output: String(error) }));
    child.on('close', (code) => resolve({ command: [command, ...args].join(' '), code: code ?? 1, output }));
  });
}

const results = await Promise.all(CHECKS.map(run));
for (const { command, code, output } of results) {
  console.log(`> ${command}${code === 0 ? '' : ` (failed, exit ${code})`}`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;
