// The start-up baseline: node itself starting an HTTP server and answering, with nothing to load or build. Prints the
// same kind of line the mock's banner does, so the bench times both the same way.
import { createServer } from 'node:http';

const body = Buffer.from('{"code":0,"message":"ok","data":{}}');
const server = createServer((_req, res) => {
  res.writeHead(200, ['Content-Type', 'application/json; charset=utf-8', 'Content-Length', String(body.length)]);
  res.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`  Configs        http://127.0.0.1:${server.address().port}/api`));
