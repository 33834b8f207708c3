// The control API's components: its TypeBox schemas by name, and how a schema becomes the document's (each of them
// a $ref to its component wherever it appears).
import type { SchemaObject } from 'openapi3-ts/oas31';
import {
  JournalEntrySchema as JournalEntry,
  JournalEntryDetailSchema as JournalEntryDetail,
  JudgementSchema as Judgement,
  RequestListSchema as RequestList,
  VerdictSchema as Verdict,
  LatencySchema as Latency,
  ScenarioSchema as Scenario,
  ControlAccountSchema as ControlAccount,
  ControlStatusSchema as ControlStatus,
  ErrorEnvelopeSchema as ErrorEnvelope,
} from '../schema/index.js';
import { hoistComponents } from './hoist-components.js';

export const components = {
  Scenario,
  Latency,
  RequestList,
  JournalEntry,
  JournalEntryDetail,
  Verdict,
  Judgement,
  ControlStatus,
  ControlAccount,
  ErrorEnvelope,
} as const;
const byIdentity = new Map<object, string>(Object.entries(components).map(([name, schema]) => [schema, name]));
export const toDocument = (schema: unknown, self?: object) => hoistComponents(schema, byIdentity, self) as SchemaObject;
