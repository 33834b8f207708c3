#!/usr/bin/env node
// Entry point of the core-kit CLI: loads the TypeScript sources through tsx, so it works right after `npm ci`.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
process.exitCode = await main(process.argv.slice(2));
