// Run as a child process with --expose-gc: builds a world of N notifications for the demo account, renders a few, and
// prints the memory it keeps (heap and array buffers, in bytes, after a full collection). Used to measure what one notification costs.
import { buildWorld } from '../../src/mock/build-world.js';

const notifications = Number(process.argv[2]);
const collect = (globalThis as { gc?: () => void }).gc!;
const { world } = buildWorld({ seed: 1, nowMs: Date.parse('2026-11-22T12:00:00Z'), notifications });
const source = world.accounts[0]!.notifications;
for (let i = 0; i < Math.min(200, notifications); i++)
  source.render(i, { language: world.languages[0]!, nowMs: world.nowMs });
collect();
collect();
const { heapUsed, arrayBuffers } = process.memoryUsage();
process.stdout.write(`${JSON.stringify({ bytes: heapUsed + arrayBuffers, size: source.index.size })}\n`);
// The world stays reachable until here, so that the measure counts it.
if (source.index.size !== notifications) process.exitCode = 1;
