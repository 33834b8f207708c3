// The site's five custom scores (`extcredits{1..5}_state`, `_name`, `_unit`): what User Info's `stats` shows of each.
// A score's value is shown to everyone at state 3 and to the user itself; its name falls back to `extcredits{n}`.

export interface CustomScore {
  /** `1` off, `2` private (the user sees it), `3` public. */
  state: 1 | 2 | 3;
  /** The site's name for it; `null` when it names none (the stats then say `extcredits{n}`). */
  name: string | null;
  /** Its unit; `null` when the site names none. */
  unit: string | null;
}

export type CustomScores = readonly [CustomScore, CustomScore, CustomScore, CustomScore, CustomScore];

/** The seeded site: a public reputation, a private wallet score in the site's currency, three scores switched off. */
export const seededScores = (currency: { name: string; unit: string }): CustomScores => [
  { state: 3, name: 'Reputation', unit: 'pts' },
  { state: 2, name: currency.name, unit: currency.unit },
  { state: 1, name: 'Badges', unit: 'badges' },
  { state: 1, name: 'Streak', unit: 'days' },
  { state: 1, name: 'Karma', unit: 'points' },
];

/** A fresh install: every score off, unnamed and without a unit (the real system's installer writes empty names). */
export const freshInstallScores = (): CustomScores => {
  const off = (): CustomScore => ({ state: 1, name: null, unit: null });
  return [off(), off(), off(), off(), off()];
};

/** One score as `stats` carries it: the value only where shown (public, or the viewer is the user). */
export function scoreStats<N extends 1 | 2 | 3 | 4 | 5>(scores: CustomScores, n: N, value: number, isViewer: boolean) {
  const score = scores[n - 1]!;
  return {
    [`extcredits${n}`]: score.state === 3 || isViewer ? value : null,
    [`extcredits${n}State`]: score.state,
    [`extcredits${n}Name`]: score.name ?? `extcredits${n}`,
    [`extcredits${n}Unit`]: score.unit,
  } as Record<`extcredits${N}`, number | null> &
    Record<`extcredits${N}State`, 1 | 2 | 3> &
    Record<`extcredits${N}Name`, string> &
    Record<`extcredits${N}Unit`, string | null>;
}
