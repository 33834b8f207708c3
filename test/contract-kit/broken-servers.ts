// Servers that misbehave the ways real ones do: hang, drip, HTML, truncated JSON, reset, endless body,
// redirect loop, 500s. Each listens on port 0 for the runner's robustness tests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { onLoopback, type OnLoopback } from '../helpers/on-loopback.js';

type Behaviour = (req: IncomingMessage, res: ServerResponse) => void;

export const brokenBehaviours: Record<string, Behaviour> = {
  hangs: () => undefined,
  dripsOneBytePerSecond: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const timer = setInterval(() => res.write(' '), 1000);
    res.on('close', () => clearInterval(timer));
  },
  answersHtml: (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><h1>Welcome to nginx!</h1>');
  },
  truncatesJson: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"code":0,"message":"ok","data":{"pagination":{"total":12');
  },
  resetsTheConnection: (req) => req.socket.destroy(),
  sendsAnEndlessBody: (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!res.destroyed && res.write(chunk));
      if (!res.destroyed) res.once('drain', pump);
    };
    pump();
  },
  redirectsInALoop: (req, res) => {
    res.writeHead(302, { location: req.url ?? '/' });
    res.end();
  },
  answers500: (_req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end('{"code":500,"message":"Internal server error","data":null}');
  },
};

export const startBrokenServer = (behaviour: Behaviour): Promise<OnLoopback> => onLoopback(createServer(behaviour));
