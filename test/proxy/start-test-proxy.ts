// Starts `core-kit proxy` in-process, as the command does, in front of a target, collecting what it reports. Answers
// are judged in this thread, or (worker: true) in the built judge worker the command uses.
import type { HttpLimits } from '../../src/mock/http/http-limits.js';
import { answerDesk, inThreadInspector, type AnswerInspector } from '../../src/proxy/answer-desk.js';
import { createAnswerJudge } from '../../src/proxy/answer-violations.js';
import { PROXY_LIMITS, type ProxyLimits } from '../../src/proxy/proxy-limits.js';
import { startProxy, type RunningProxy } from '../../src/proxy/proxy-server.js';
import { ProxyJournal } from '../../src/proxy/proxy-journal.js';
import type { Recorder } from '../../src/proxy/recorder.js';
import { workerInspector } from '../../src/proxy/worker-inspector.js';
import { committedDocument } from '../../src/validation/committed-document.js';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';

const document = committedDocument();
const validators = {
  spec: createDocumentValidator(document, 'spec'),
  documented: createDocumentValidator(document, 'documented'),
};

export interface TestProxy extends RunningProxy {
  lines: string[];
  inspector: AnswerInspector;
}

export interface TestProxyOptions {
  strict?: boolean;
  failOnViolation?: boolean;
  recorder?: Recorder;
  limits?: Partial<ProxyLimits>;
  allowedHosts?: string[];
  transport?: Partial<HttpLimits>;
  /** Judge in the built worker (the `process` project's global setup builds dist/) (recording with `maxRecordBytes` when given) rather than in this thread. */
  worker?: { maxRecordBytes?: number };
  journalSize?: number;
}

export async function startTestProxy(target: string, options: TestProxyOptions = {}): Promise<TestProxy> {
  const lines: string[] = [];
  const limits = { ...PROXY_LIMITS, ...options.limits };
  const strict = options.strict ?? false;
  const inspector = options.worker
    ? workerInspector(
        { strict, maxBodyBytes: limits.maxBodyBytes, maxRecordBytes: options.worker.maxRecordBytes ?? null },
        (line) => lines.push(line),
      )
    : inThreadInspector(
        answerDesk(
          createAnswerJudge(validators, { strict, maxBytes: limits.maxBodyBytes }),
          options.recorder ?? null,
          limits.maxBodyBytes,
        ),
      );
  const proxy = await startProxy({
    target: new URL(target),
    port: 0,
    host: '127.0.0.1',
    limits,
    inspector,
    failOnViolation: options.failOnViolation ?? false,
    report: (line) => lines.push(line),
    journal: new ProxyJournal(options.journalSize ?? 100),
    allowedHosts: options.allowedHosts ?? [],
    transport: options.transport ?? {},
  });
  return {
    ...proxy,
    lines,
    inspector,
    close: async () => {
      await proxy.close();
      await inspector.close();
    },
  };
}
