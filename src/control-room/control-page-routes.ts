// The control room's page at /__core/: plain HTML, CSS and JavaScript modules shipped beside this file (in dist/ as in
// src/), served offline with a strict content security policy; and the control API's own document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'express';
import { packageRoot } from '../validation/index.js';
import { sendControl } from './control-answers.js';

/** The page's files by name, with their type: nothing else under /__core/assets/ is served. */
export const CONTROL_ROOM_ASSETS: Readonly<Record<string, string>> = {
  'control-room.css': 'text/css; charset=utf-8',
  'control-room.js': 'text/javascript; charset=utf-8',
  'dom.js': 'text/javascript; charset=utf-8',
  'journal-view.js': 'text/javascript; charset=utf-8',
  'entry-view.js': 'text/javascript; charset=utf-8',
  'scenario-form.js': 'text/javascript; charset=utf-8',
  'accounts-view.js': 'text/javascript; charset=utf-8',
};

export const controlRoomFolder = new URL('./page/', import.meta.url);

/** The page loads only its own files and talks only to this server; no other site may frame it. */
const PAGE_POLICY =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** `onOpen`: the page was asked for (the judge warms up its validators then). */
export function controlPageRoutes(onOpen: () => void = () => {}): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const files = new Map<string, Buffer>();
  const file = (name: string) =>
    files.get(name) ?? files.set(name, readFileSync(new URL(name, controlRoomFolder))).get(name)!;
  let document: Buffer | undefined;

  router.get('/', (_req, res) => {
    onOpen();
    res.setHeader('Content-Security-Policy', PAGE_POLICY);
    sendControl(res, 200, 'text/html; charset=utf-8', file('index.html'));
  });
  router.get('/assets/:name', (req, res, next) => {
    const name = String(req.params.name);
    const type = Object.hasOwn(CONTROL_ROOM_ASSETS, name) ? CONTROL_ROOM_ASSETS[name]! : undefined;
    if (type === undefined) return next();
    sendControl(res, 200, type, file(name));
  });
  router.get('/openapi.json', (_req, res) => {
    document ??= readFileSync(join(packageRoot(), 'openapi', 'control-api.json'));
    sendControl(res, 200, 'application/json; charset=utf-8', document);
  });
  return router;
}
