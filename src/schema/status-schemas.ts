// What `GET /__core/status` and `GET /__core/accounts` answer: the server's current scenario, fixtures and world, the
// choices a scenario offers, and the world's accounts with ready-to-copy snippets (plain types: control-types.ts).
import Type from 'typebox';
import { instant } from './instant-schema.js';
import { Latency, Scenario } from './scenario-schema.js';

const orNull = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, description: string) =>
  Type.Union([schema, Type.Null()], { description });

export const ControlStatus = Type.Object(
  {
    scenario: Scenario,
    scenarioText: Type.String({ description: 'The scenario in one line, as the serve log prints it' }),
    startup: Type.Object(
      {
        httpErrors: Type.Boolean(),
        latency: orNull(Latency, 'Start-up latency (`--latency`)'),
        faultRate: Type.Number(),
        faults: Type.Array(Type.String()),
      },
      { description: 'The settings `PUT {}` restores', additionalProperties: false },
    ),
    fixtures: Type.Object(
      {
        path: orNull(Type.String(), 'The fixtures file or folder, or null'),
        watching: Type.Boolean({ description: 'Edits are picked up (`--watch`)' }),
        files: Type.Array(Type.String(), { description: 'The files of the data being served' }),
        loadedAt: orNull(instant(), 'When the data being served was loaded'),
        problems: Type.Array(Type.String(), {
          description: 'Why the latest edit was rejected; the last valid data keeps serving until it is fixed',
        }),
        rejectedAt: orNull(instant(), 'When the latest edit was rejected'),
      },
      { additionalProperties: false },
    ),
    journal: Type.Object(
      {
        size: Type.Integer(),
        capacity: Type.Integer({ description: '0: no journal' }),
        keptAnswerBytes: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    world: Type.Object(
      { seed: Type.Integer(), now: instant(), accounts: Type.Integer() },
      { additionalProperties: false },
    ),
    choices: Type.Object(
      {
        codes: Type.Array(
          Type.Object({ code: Type.Integer(), message: Type.String() }, { additionalProperties: false }),
        ),
        faults: Type.Array(Type.String()),
        data: Type.Array(Type.String(), {
          description: 'What `data` takes: `edge` is the world that breaks UIs on purpose',
        }),
        languages: Type.Array(Type.String(), { description: 'The langTags of the world' }),
        limits: Type.Object(
          { delay: Type.Integer(), total: Type.Integer(), seed: Type.Integer() },
          { additionalProperties: false },
        ),
      },
      { description: 'What a scenario field accepts', additionalProperties: false },
    ),
  },
  { title: 'ControlStatus', additionalProperties: false },
);

export const ControlAccount = Type.Object(
  {
    aid: Type.String(),
    aidToken: Type.String(),
    uid: Type.String(),
    uidToken: Type.String(),
    demo: Type.Boolean({ description: 'The demo account (`--aid` …)' }),
    headers: Type.Record(Type.String(), Type.String(), { description: 'The four X-Core-* headers' }),
    curl: Type.String({ description: 'A curl command for its first page of notifications' }),
    fetch: Type.String({ description: 'The same as a fetch call' }),
  },
  { title: 'ControlAccount', description: 'An account of the world and its credentials.', additionalProperties: false },
);
