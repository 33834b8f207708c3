// The kit's transport through supertest, for `npm run contract` (the vitest suite); bodies are read with a size cap.
import type { IncomingMessage } from 'node:http';
import request from 'supertest';
import { BodyTooLarge, type Transport } from '../../../src/contract/kit/transport.js';
import { decodeBody } from '../../../src/contract/invariants/wire-facts.js';

export function supertestTransport(maxBodyBytes: number): Transport {
  return {
    async get(url, headers, signal) {
      const target = new URL(url);
      const pending = request(target.origin)
        .get(`${target.pathname}${target.search}`)
        .set(headers)
        .redirects(0)
        .ok(() => true)
        .buffer(true)
        .parse((response, callback) => {
          const res = response as unknown as IncomingMessage; // superagent hands the raw Node stream to parsers
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBodyBytes) res.destroy(new BodyTooLarge(maxBodyBytes));
            else chunks.push(chunk);
          });
          res.on('end', () => callback(null, decodeBody(Buffer.concat(chunks))));
          res.on('error', (error: Error) => callback(error, null));
        });
      const abort = () => pending.abort();
      signal.addEventListener('abort', abort, { once: true });
      try {
        const res = await pending;
        const decoded = res.body as ReturnType<typeof decodeBody> | undefined;
        return {
          status: res.status,
          headers: res.headers as Record<string, string>,
          body: decoded?.body ?? res.text ?? '',
          ...(decoded ? { wire: decoded.wire } : {}),
        };
      } catch (error) {
        throw signal.aborted ? (signal.reason ?? error) : error;
      } finally {
        signal.removeEventListener('abort', abort);
      }
    },
  };
}
