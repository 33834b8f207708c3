// What `GET /__core/requests` answers: each journaled request, newest first, as the control room and e2e tests read it.
// TypeBox schemas: the control API's document and the tests' validator come from them (control-types.ts: the same as
// plain types).
import Type from 'typebox';
import { instant } from './instant-schema.js';

const nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

export const Judgement = Type.Object(
  {
    valid: Type.Boolean(),
    problems: Type.Array(Type.String(), { description: 'What is broken (empty when valid)' }),
  },
  { title: 'Judgement', additionalProperties: false },
);

export const Verdict = Type.Object(
  {
    request: Type.Object(
      {
        valid: Type.Boolean(),
        problems: Type.Array(Type.String()),
        notes: Type.Array(Type.String(), {
          description: 'What the document does not describe but the mock accepts (twins, ignored parameters)',
        }),
      },
      {
        description:
          'The request per the document: path, method, each parameter against its schema, the credentials its security asks for.',
        additionalProperties: false,
      },
    ),
    answer: nullable(
      Type.Object({ spec: Judgement, documented: Judgement }, { additionalProperties: false }),
      "The answer by the contract kit's rules of one answer (as the kit and the proxy judge it): `spec`, the broken rules the spec states; `documented`, every broken rule, the assumed ones too, each `rule: expected …; received …`. Null when there is none to judge.",
    ),
    unjudged: Type.Optional(Type.String({ description: 'Why the answer was not judged' })),
  },
  { title: 'Verdict', additionalProperties: false },
);

export const JournalEntry = Type.Object(
  {
    id: Type.Integer({ minimum: 1, description: 'Counts up from 1 for the life of the server (also across clears)' }),
    time: instant('When the request arrived'),
    method: Type.String(),
    path: Type.String({ description: 'As sent' }),
    query: Type.Record(Type.String(), Type.Union([Type.String(), Type.Array(Type.String())]), {
      description: 'Query parameters, decoded (a repeated one as a list); secret values `[redacted]`',
    }),
    url: Type.String({ description: 'Path and query as sent, secret values `[redacted]`' }),
    operation: nullable(Type.String(), 'The operation of the path (`configs`, `notificationList`), or null'),
    status: Type.Integer({ description: 'HTTP status; 0 when no answer was sent (a reset, or the client left first)' }),
    code: nullable(Type.Integer(), 'The envelope `code` of the answer, or null when no whole envelope was sent'),
    durationMs: nullable(
      Type.Number(),
      'From arrival to the answer written, ms; null while a delayed answer is pending',
    ),
    preferences: nullable(
      Type.String(),
      'The preferences applied (`Preference-Applied`), from the request or the scenario',
    ),
    fault: nullable(Type.String(), 'A simulated fault'),
    valid: Type.Object(
      {
        request: nullable(Type.Boolean(), 'The request per the document'),
        answer: nullable(Type.Boolean(), 'The answer per the document and the spec; null when there is none to judge'),
      },
      { additionalProperties: false },
    ),
  },
  {
    title: 'JournalEntry',
    description: 'One request the mock answered (its own pages and the control API are not journaled).',
    additionalProperties: false,
  },
);

export const JournalEntryDetail = Type.Object(
  {
    ...JournalEntry.properties,
    headers: Type.Record(Type.String(), Type.String(), {
      description: 'Request headers; secret ones (tokens, cookies, …) `[redacted]`',
    }),
    answer: Type.Object(
      {
        bytes: Type.Integer({ description: 'Length of the whole answer' }),
        text: nullable(
          Type.String(),
          'The answer as sent (or its start, see truncated); null when none was sent or the journal let it go',
        ),
        truncated: Type.Boolean({ description: 'Only the start of a long answer was kept' }),
      },
      { additionalProperties: false },
    ),
    verdict: Verdict,
  },
  {
    title: 'JournalEntryDetail',
    description: 'One journaled request with its headers, its answer and the verdicts.',
    additionalProperties: false,
  },
);

export const RequestList = Type.Object(
  {
    entries: Type.Array(JournalEntry, { description: 'Newest first' }),
    matched: Type.Integer({
      description: 'Entries of the journal the filters match (entries holds at most `limit` of them)',
    }),
    size: Type.Integer({ description: 'Entries in the journal' }),
    capacity: Type.Integer({ description: 'Entries the journal keeps (`--journal-size`)' }),
    lastId: Type.Integer({ description: 'The newest id given so far: poll with `after=lastId` for what comes next' }),
  },
  { title: 'RequestList', additionalProperties: false },
);
