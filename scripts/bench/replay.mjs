// The kit run's baseline: the same requests the kit sent (paths as the mock's journal recorded them, the demo
// credentials), sent by plain fetch at the kit's concurrency, each body read and nothing else done with it.
// Usage: node replay.mjs <requests.json>  ({ base, headers, paths, concurrency })
import { readFileSync } from 'node:fs';

const { base, headers, paths, concurrency } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
let next = 0;
const worker = async () => {
  while (next < paths.length) {
    const res = await fetch(`${base}${paths[next++]}`, { headers, redirect: 'manual' });
    await res.arrayBuffer();
  }
};
await Promise.all(Array.from({ length: concurrency }, worker));
