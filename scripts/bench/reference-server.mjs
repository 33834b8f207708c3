// A reference server for the benchmark, answering with what the mock answers, three ways: plain node:http sending
// ready bytes (the ceiling), a bare Express 5 route sending the same bytes, and plain node:http stringifying the
// parsed answer on every request (what a hand-written server does). Prints its port, then serves until killed.
// Usage: node reference-server.mjs http|express|stringify <answers.json>
//   answers.json: { "routes": { "<path>": { "headers": {…}, "body": "…" } }, "pool": { "headers": {…}, "bodies": ["…"] } | null }
//   Any other path is answered from the pool in turn (the stringify kind's "new pages").
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import express from 'express';

const [kind, file] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(file, 'utf8'));
// Headers as a flat array with the length included: Node's fastest way to answer (the mock answers this way too).
const flat = (headers) => Object.entries(headers).flat();
const ready = (r) => {
  const body = Buffer.from(r.body);
  return { headers: [...flat(r.headers), 'Content-Length', String(body.length)], body };
};
const routes = new Map(
  Object.entries(answers.routes).map(([path, r]) => [
    path,
    kind === 'stringify' ? { headers: flat(r.headers), value: JSON.parse(r.body) } : ready(r),
  ]),
);
const pool = answers.pool ? answers.pool.bodies.map((body) => JSON.parse(body)) : [];
const poolHeaders = answers.pool ? flat(answers.pool.headers) : [];
let next = 0;

function stringified(res, headers, value) {
  const text = JSON.stringify(value);
  res.writeHead(200, [...headers, 'Content-Length', String(Buffer.byteLength(text))]);
  res.end(text);
}

let server;
if (kind === 'http' || kind === 'stringify') {
  server = createServer((req, res) => {
    const route = routes.get(req.url);
    if (kind === 'stringify') {
      if (route) return stringified(res, route.headers, route.value);
      if (pool.length > 0) return stringified(res, poolHeaders, pool[next++ % pool.length]);
      return res.writeHead(404).end();
    }
    if (!route) return res.writeHead(404).end();
    res.writeHead(200, route.headers);
    res.end(route.body);
  });
} else {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  for (const [path, route] of routes) {
    app.get(path.split('?')[0], (_req, res) => {
      res.writeHead(200, route.headers);
      res.end(route.body);
    });
  }
  server = createServer(app);
}
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
