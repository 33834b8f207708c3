// The proxy's judge worker: holds answers to the contract and records them off the proxy's event loop, so that a
// large answer (parsed, validated, walked for seconds) never holds other requests or the control room.
import { parentPort, workerData } from 'node:worker_threads';
import { committedDocument, createDocumentValidator } from '../validation/index.js';
import { answerDesk } from './answer-desk.js';
import { createAnswerJudge } from './answer-violations.js';
import { Recorder } from './recorder.js';
import type { DeskRequest, DeskSettings } from './worker-inspector.js';

const settings = workerData as DeskSettings;
const port = parentPort!;
const document = committedDocument();
const judge = createAnswerJudge(
  { spec: createDocumentValidator(document, 'spec'), documented: createDocumentValidator(document, 'documented') },
  { strict: settings.strict, maxBytes: settings.maxBodyBytes },
);
const say = (line: string) => port.postMessage({ say: line });
const recorder = settings.maxRecordBytes === null ? null : new Recorder(settings.maxRecordBytes, say);
const desk = answerDesk(judge, recorder, settings.maxBodyBytes);

port.on('message', (request: DeskRequest) => {
  try {
    if (request.kind === 'inspect') {
      // A Buffer arrives as a plain Uint8Array: viewed as a Buffer again, not copied.
      const { body } = request.answer;
      const answer = { ...request.answer, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
      port.postMessage({ id: request.id, result: desk.inspect(answer, request.client) });
    } else port.postMessage({ id: request.id, result: desk.recording(request.note) });
  } catch (error) {
    port.postMessage({ id: request.id, error: (error as Error).message.slice(0, 200) });
  }
});
