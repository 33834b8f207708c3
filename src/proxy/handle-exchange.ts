// One client request through the proxy, stage by stage: the Host it names (no DNS rebinding), the request target
// (origin form, inside the target's prefix), the body (within --max-body, else 413 and the connection closed), the
// exchange with the target (502/504 when it fails), the answer's inspection off the event loop (judged, recorded),
// the violations (reported, journaled, 502 with --fail-on-violation), and the answer handed on.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorCatalogue, operationAt } from '../schema/index.js';
import { hostAllowed, hostName, type AllowedHosts } from './allowed-hosts.js';
import type { AnswerInspector } from './answer-desk.js';
import { clientSecrets } from './client-secrets.js';
import { forwardRequest, type TargetAnswer } from './forward-request.js';
import type { JudgedAnswer, Violation } from './answer-violations.js';
import { passAnswer, sendEnvelope, sendEnvelopeAndClose } from './proxy-answers.js';
import type { ProxyCounts } from './proxy-counts.js';
import { failureLine, violationLine } from './proxy-lines.js';
import type { ProxyLimits } from './proxy-limits.js';
import { readRequestBody } from './read-request-body.js';
import { targetUrl } from './request-target.js';

export interface ExchangeSettings {
  target: URL;
  limits: ProxyLimits;
  inspector: AnswerInspector;
  allowedHosts: AllowedHosts;
  failOnViolation: boolean;
  counts: ProxyCounts;
  report: (line: string) => void;
  /** Aborted when the proxy stops: exchanges with the target still waiting end at once. */
  stopping?: AbortSignal;
  /** Journals an exchange (answer null: none came); violations null when it was not judged. */
  journal: (
    req: IncomingMessage,
    operation: string | null,
    answer: TargetAnswer | null,
    started: number,
    violations: Violation[] | null,
  ) => void;
}

const INVALID = errorCatalogue.invalidParameter;

const headerMap = (flat: readonly string[]): Record<string, string> => {
  const map: Record<string, string> = {};
  for (let i = 0; i < flat.length; i += 2) map[flat[i]!.toLowerCase()] = flat[i + 1]!;
  return map;
};

export function exchangeHandler(
  settings: ExchangeSettings,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { limits, counts, report } = settings;
  return async (req, res) => {
    const requestTarget = req.url ?? '/';
    const method = req.method ?? 'GET';
    counts.requests++;
    const started = performance.now();
    if (!hostAllowed(req.headers.host, settings.allowedHosts))
      return sendEnvelopeAndClose(
        res,
        INVALID,
        `this proxy forwards only requests naming this machine (Host ${JSON.stringify(hostName(req.headers.host!).slice(0, 80))}); start it with --allow-host to forward others`,
        403,
      );
    const url = targetUrl(settings.target, requestTarget);
    if (!url.ok) return sendEnvelopeAndClose(res, INVALID, url.detail, 400);
    const read = await readRequestBody(req, limits.maxBodyBytes);
    if (!read.ok) return sendEnvelopeAndClose(res, INVALID, read.detail, read.tooLarge ? 413 : 400);
    const secrets = clientSecrets(req.headers, requestTarget);
    const fail = (detail: string) => {
      counts.failures++;
      report(failureLine(method, requestTarget, detail, secrets));
    };
    const forwarded = await forwardRequest({
      url: url.url,
      method,
      rawHeaders: req.rawHeaders,
      body: read.body,
      timeoutMs: limits.timeoutMs,
      maxBodyBytes: limits.maxBodyBytes,
      ...(settings.stopping ? { stopping: settings.stopping } : {}),
    });
    if (!forwarded.ok) {
      fail(forwarded.failure.detail);
      settings.journal(req, null, null, started, null);
      const entry = forwarded.failure.kind === 'timeout' ? errorCatalogue.gatewayTimeout : errorCatalogue.badGateway;
      return sendEnvelope(res, entry, forwarded.failure.detail);
    }
    const answer = forwarded.answer;
    const at = requestTarget.indexOf('?');
    const operation = operationAt(at < 0 ? requestTarget : requestTarget.slice(0, at));
    if (!operation || method !== operation.method) settings.journal(req, null, answer, started, null);
    else {
      const judged: JudgedAnswer = {
        operation: operation.id,
        rawQuery: at < 0 ? '' : requestTarget.slice(at + 1),
        status: answer.status,
        headers: headerMap(answer.headers),
        body: answer.body,
        declaredLength: answer.declaredLength,
      };
      const auth = Object.fromEntries(
        Object.entries(req.headers).flatMap(([k, v]) =>
          typeof v === 'string' && k.startsWith('x-core-') ? [[k, v]] : [],
        ),
      );
      const inspection = await settings.inspector
        .inspect(judged, { headers: auth, secrets })
        .catch((error: Error) => ({ unjudged: error.message }));
      if ('tooLarge' in inspection || 'unjudged' in inspection) {
        const detail =
          'tooLarge' in inspection ? inspection.tooLarge : `the answer was not judged (${inspection.unjudged})`;
        fail(detail);
        settings.journal(req, operation.id, answer, started, null);
        return sendEnvelope(res, errorCatalogue.badGateway, detail);
      }
      const { violations } = inspection;
      counts.judged++;
      for (const v of violations) {
        counts.violations++;
        counts.byRule.set(v.rule, (counts.byRule.get(v.rule) ?? 0) + 1);
        report(violationLine(operation.id, requestTarget, v, secrets));
      }
      settings.journal(req, operation.id, answer, started, violations);
      if (violations.length > 0 && settings.failOnViolation) {
        const v = violations[0]!;
        return sendEnvelope(
          res,
          errorCatalogue.badGateway,
          `the target's answer breaks the contract: ${v.rule}: expected ${v.expected}; received ${v.received}`,
        );
      }
    }
    if (answer.declaredLength !== undefined) {
      // Judged above (contentLengthMatchesTheBody), but a cut answer cannot be handed on as an answer.
      const detail = `the target closed the connection without a complete answer (Content-Length ${answer.declaredLength}, ${answer.body.length} bytes came)`;
      fail(detail);
      return sendEnvelope(res, errorCatalogue.badGateway, detail);
    }
    try {
      passAnswer(res, answer);
    } catch (error) {
      // Node refuses to write some headers (invalid characters): the answer cannot be passed on as it is.
      sendEnvelope(
        res,
        errorCatalogue.badGateway,
        `the target's answer cannot be passed on (${(error as Error).message.slice(0, 80)})`,
      );
    }
  };
}
