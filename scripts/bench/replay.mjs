// The kit run's baseline: the same requests the kit sent (paths as the mock's journal recorded them, the demo
// credentials), sent over node:http on kept-alive connections (as the kit sends them) at the kit's concurrency,
// each body read whole and nothing else done with it.
// Usage: node replay.mjs <requests.json>  ({ base, headers, paths, concurrency })
import { readFileSync } from 'node:fs';
import http from 'node:http';

const { base, headers, paths, concurrency } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const agent = new http.Agent({ keepAlive: true });
const get = (url) =>
  new Promise((resolve, reject) => {
    const req = http.get(url, { headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
let next = 0;
const worker = async () => {
  while (next < paths.length) await get(`${base}${paths[next++]}`);
};
await Promise.all(Array.from({ length: concurrency }, worker));
