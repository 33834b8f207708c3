// Reads a client's request body for forwarding, within `--max-body`: a body declared or found larger is not read on
// (the caller answers 413 and closes the connection), never read and dropped to its end.
import type { IncomingMessage } from 'node:http';

export type RequestBody = { ok: true; body: Buffer | null } | { ok: false; tooLarge: boolean; detail: string };

export function readRequestBody(req: IncomingMessage, maxBytes: number): Promise<RequestBody> {
  const tooLarge: RequestBody = {
    ok: false,
    tooLarge: true,
    detail: `the request body is larger than ${maxBytes} bytes`,
  };
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) return Promise.resolve(tooLarge);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) return void chunks.push(chunk);
      req.off('data', onData);
      req.pause();
      resolve(tooLarge);
    };
    req.on('data', onData);
    req.on('end', () => resolve({ ok: true, body: size === 0 ? null : Buffer.concat(chunks) }));
    req.on('error', () => resolve({ ok: false, tooLarge: false, detail: 'the request body could not be read' }));
  });
}
