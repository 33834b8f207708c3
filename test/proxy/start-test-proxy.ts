// Starts `core-kit proxy` in-process, as the command does, in front of a target, collecting what it reports.
import { createAnswerJudge } from '../../src/proxy/answer-violations.js';
import { PROXY_LIMITS, type ProxyLimits } from '../../src/proxy/proxy-limits.js';
import { startProxy, type RunningProxy } from '../../src/proxy/proxy-server.js';
import { ProxyJournal } from '../../src/proxy/proxy-journal.js';
import type { Recorder } from '../../src/proxy/recorder.js';
import { committedDocument } from '../../src/validation/committed-document.js';
import { createDocumentValidator } from '../../src/validation/create-document-validator.js';

const document = committedDocument();
const validators = {
  spec: createDocumentValidator(document, 'spec'),
  documented: createDocumentValidator(document, 'documented'),
};

export interface TestProxy extends RunningProxy {
  lines: string[];
}

export async function startTestProxy(
  target: string,
  options: { strict?: boolean; failOnViolation?: boolean; recorder?: Recorder; limits?: Partial<ProxyLimits> } = {},
): Promise<TestProxy> {
  const lines: string[] = [];
  const limits = { ...PROXY_LIMITS, ...options.limits };
  const proxy = await startProxy({
    target: new URL(target),
    port: 0,
    host: '127.0.0.1',
    limits,
    judge: createAnswerJudge(validators, { strict: options.strict ?? false, maxBytes: limits.maxBodyBytes * 8 }),
    failOnViolation: options.failOnViolation ?? false,
    recorder: options.recorder ?? null,
    report: (line) => lines.push(line),
    journal: new ProxyJournal(100),
  });
  return { ...proxy, lines };
}
