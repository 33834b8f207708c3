// The control API's plain types (what core-kit/server users compile against) equal the static types of the TypeBox
// schemas the document and the validators are built from: the type checker fails this file when they drift.
import type { Static } from 'typebox';
import { describe, expectTypeOf, it } from 'vitest';
import type * as Plain from '../../src/schema/control-types.js';
import type * as Journal from '../../src/schema/journal-schemas.js';
import type * as Scenarios from '../../src/schema/scenario-schema.js';
import type * as Status from '../../src/schema/status-schemas.js';

describe('the control API types', () => {
  it('equal their schemas', () => {
    expectTypeOf<Static<typeof Scenarios.Scenario>>().toEqualTypeOf<Plain.Scenario>();
    expectTypeOf<Static<typeof Scenarios.Latency>>().toEqualTypeOf<Plain.Latency>();
    expectTypeOf<Static<typeof Journal.Judgement>>().toEqualTypeOf<Plain.Judgement>();
    expectTypeOf<Static<typeof Journal.Verdict>>().toEqualTypeOf<Plain.Verdict>();
    expectTypeOf<Static<typeof Journal.JournalEntry>>().toEqualTypeOf<Plain.JournalEntry>();
    expectTypeOf<Static<typeof Journal.JournalEntryDetail>>().toEqualTypeOf<Plain.JournalEntryDetail>();
    expectTypeOf<Static<typeof Journal.RequestList>>().toEqualTypeOf<Plain.RequestList>();
    expectTypeOf<Static<typeof Status.ControlStatus>>().toEqualTypeOf<Plain.ControlStatus>();
    expectTypeOf<Static<typeof Status.ControlAccount>>().toEqualTypeOf<Plain.ControlAccount>();
  });
});
