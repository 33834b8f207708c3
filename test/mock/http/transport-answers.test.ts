// What Node's parser errors become: the envelope with the status that names the problem, or nothing when no one listens.
import { describe, expect, it } from 'vitest';
import { clientErrorAnswer } from '../../../src/mock/http/transport-answers.js';

const statusLine = (answer: string | null) => answer?.split('\r\n')[0] ?? null;
const body = (answer: string) =>
  JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { code: number; message: string; data: null };

describe('clientErrorAnswer', () => {
  it.each([
    [
      'HPE_HEADER_OVERFLOW',
      'HTTP/1.1 431 Request Header Fields Too Large',
      'request line and headers are larger than 16384 bytes (16 KB)',
    ],
    ['ERR_HTTP_REQUEST_TIMEOUT', 'HTTP/1.1 408 Request Timeout', 'the request was not received in time'],
    ['HPE_INVALID_METHOD', 'HTTP/1.1 400 Bad Request', 'malformed HTTP request'],
    ['HPE_INVALID_HEADER_TOKEN', 'HTTP/1.1 400 Bad Request', 'malformed HTTP request'],
  ])('%s -> %s with a 10000 envelope', (code, status, message) => {
    const answer = clientErrorAnswer(code)!;
    expect(statusLine(answer)).toBe(status);
    expect(body(answer)).toEqual({ code: 10000, message, data: null });
    expect(answer).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
    expect(answer).toContain('\r\nAccess-Control-Allow-Origin: *\r\n');
    expect(answer).toContain('\r\nConnection: close\r\n');
    expect(answer).toContain(`\r\nContent-Length: ${Buffer.byteLength(JSON.stringify(body(answer)))}\r\n`);
  });

  it.each(['ECONNRESET', 'EPIPE', undefined])('%s -> no answer (the client is gone)', (code) => {
    expect(clientErrorAnswer(code)).toBeNull();
  });
});
