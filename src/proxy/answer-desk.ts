// Where an answer of an operation is judged and recorded: undone of its Content-Encoding within `--max-body` (a larger
// one is not judged: the proxy answers 502), held to the contract, and recorded when it broke nothing. The same work
// runs in the proxy's judge worker (off the event loop) or, for tests and embedding, in the calling thread.
import type { Operation } from '../schema/index.js';
import {
  decodedBytes,
  isTooLarge,
  seenAnswer,
  type AnswerJudge,
  type JudgedAnswer,
  type Violation,
} from './answer-violations.js';
import type { Recorder, RecordedAccount } from './recorder.js';

/** What the desk needs of the client's request: its auth headers (by lower-cased name) and every secret it carried. */
export interface ClientFacts {
  headers: Record<string, string | undefined>;
  secrets: string[];
}

/** What one answer showed: its violations, or why it was not judged (larger than the limit once uncompressed). */
export type Inspection = { violations: Violation[] } | { tooLarge: string };

export interface Recording {
  files: [string, string][];
  accounts: RecordedAccount[];
}

/** The desk as the proxy sees it, wherever it runs. */
export interface AnswerInspector {
  inspect(answer: JudgedAnswer, client: ClientFacts): Promise<Inspection>;
  /** The recording's files as they stand (null when not recording). */
  recording(note: string): Promise<Recording | null>;
  close(): Promise<void>;
}

export interface AnswerDesk {
  inspect(answer: JudgedAnswer, client: ClientFacts): Inspection;
  recording(note: string): Recording | null;
}

export function answerDesk(judge: AnswerJudge, recorder: Recorder | null, maxBodyBytes: number): AnswerDesk {
  return {
    inspect(answer, client) {
      let decoded: Buffer | undefined;
      try {
        decoded = decodedBytes(answer.body, answer.headers['content-encoding'], maxBodyBytes);
      } catch (error) {
        if (isTooLarge(error))
          return { tooLarge: `the target's answer is larger than ${maxBodyBytes} bytes once uncompressed` };
        // Not decodable: the judge says so (answerIsDecodable).
      }
      const judged = { ...answer, decoded };
      const violations = judge(judged);
      if (recorder && decoded && violations.length === 0 && answer.status < 300) {
        const read = seenAnswer(judged, maxBodyBytes);
        if ('seen' in read && read.problem === undefined)
          recorder.observe(
            answer.operation as Operation,
            answer.rawQuery,
            client.headers,
            read.seen.json,
            client.secrets,
          );
      }
      return { violations };
    },
    recording(note) {
      return recorder ? { files: [...recorder.files(note)], accounts: recorder.recordedAccounts } : null;
    },
  };
}

/** The desk in the calling thread. */
export const inThreadInspector = (desk: AnswerDesk): AnswerInspector => ({
  inspect: async (answer, client) => desk.inspect(answer, client),
  recording: async (note) => desk.recording(note),
  close: async () => undefined,
});
