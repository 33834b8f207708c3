// The real system's recorded answers (../shared/reference/real-answers, 54 requests of its capture script) are answers
// the documents describe: the contract document as a conformance tool reads it, and the real system's schemas, open
// and closed (every member it sends is one the document lists). One difference the spec mandates is allowed (see
// real-system-judge.ts). Skipped, saying why, where the answers are not beside the checkout.
import { describe, expect, it } from 'vitest';
import { readRealAnswers, realAnswersSkipReason } from '../helpers/real-answers.js';
import { realSystemJudge } from './real-system-judge.js';

const skipReason = realAnswersSkipReason();

describe.skipIf(skipReason !== undefined)(
  `the real system's recorded answers${skipReason ? ` (skipped: ${skipReason})` : ''}`,
  () => {
    const answers = skipReason ? [] : readRealAnswers();
    const { judge, allowed } = realSystemJudge();

    it('are the 54 the capture script asks, of both operations and beyond them', () => {
      expect(answers).toHaveLength(54);
      expect(answers.filter((a) => a.request.path.startsWith('/api/core/v1/global/configs')).length).toBeGreaterThan(8);
      expect(answers.filter((a) => a.request.path.startsWith('/api/core/v1/notification/list')).length).toBeGreaterThan(
        40,
      );
    });

    it.each(answers.map((a) => [a.name, a] as const))('%s is described by both documents', (_name, answer) => {
      const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      const exchange = {
        path: answer.request.path,
        status: answer.status,
        contentType: answer.headers['content-type'] ?? '',
        text,
      };
      expect(answer.request.method === 'GET' ? judge(exchange) : []).toEqual([]);
    });

    it('needed the one allowance the spec mandates, on every success of the list, and no other', () => {
      const successes = answers.filter(
        (a) => a.request.path.startsWith('/api/core/v1/notification/list') && (a.body as { code?: unknown }).code === 0,
      );
      expect([...allowed]).toEqual([["the notification list's success message", successes.length]]);
    });
  },
);
