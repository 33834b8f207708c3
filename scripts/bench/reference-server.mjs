// A reference server for the benchmark: answers given paths with given bytes, either with plain node:http
// (the ceiling) or with a bare Express 5 route. Prints its port, then serves until killed.
// Usage: node reference-server.mjs http|express <bodies.json>   (bodies.json: { "<path>": { "headers": {…}, "body": "…" } })
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import express from 'express';

const [kind, file] = process.argv.slice(2);
// Headers as a flat array with the length included: Node's fastest way to answer (the mock answers this way too).
const routes = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([path, r]) => {
    const body = Buffer.from(r.body);
    return [path, { headers: [...Object.entries(r.headers).flat(), 'Content-Length', String(body.length)], body }];
  }),
);

let server;
if (kind === 'http') {
  server = createServer((req, res) => {
    const route = routes.get(req.url);
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
