// Where an expectation comes from: the spec, or an assumption resting on the real system or on the mock's own choice.

/** `spec`: the spec states it (fails a run); `assumed`: a choice where the spec is silent (see Basis). */
export type Provenance = 'spec' | 'assumed';

/**
 * What an assumed expectation rests on. `real system`: a fact of the system the spec was taken from (fails a run only
 * with --strict); `mock`: this kit's own choice where that system offers none (never fails a run, not even with --strict).
 */
export type Basis = 'real system' | 'mock';

export type Origin = { provenance: 'spec'; basis?: undefined } | { provenance: 'assumed'; basis: Basis };
