// Blind spot 15, a second outside round: a reader of several values that keeps the first two (split(',', 2)), in
// the types and in a whitelist, and the language header matched in one letter case only.
import { corpusDefect, onQuery } from './corpus-defect.js';

const LANGUAGE_HEADER = 'X-Core-Client-Lang-Tag';

export const probeDefects = [
  corpusDefect({
    name: 'typesReadAsTheFirstTwo',
    breaks: "types split with a limit (split(',', 2)): types=2,3,8 answers types 2 and 3 only",
    killedBy: 'severalTypesAtOnceReturnTheirUnion',
    blindSpot: 15,
    defect: onQuery((q, raw) => {
      if (!q.types) return;
      const firstTwo = (raw.get('types') ?? '').split(',', 2).map((piece) => Number(piece.trim()));
      q.types = new Set([...q.types].filter((t) => firstTwo.includes(t)));
    }),
  }),
  corpusDefect({
    name: 'whitelistKeepsTheFirstTwoKeys',
    breaks:
      "filterUserKeys and filterInfoKeys split with a limit (split(',', 2)) for a whitelist: a third key is dropped",
    killedBy: 'userWhitelistKeepsOnlyNamedKeys',
    blindSpot: 15,
    defect: (c) => ({
      project: (object, filter) =>
        c.project(object, filter.mode === 'whitelist' ? { ...filter, paths: filter.paths.slice(0, 2) } : filter),
    }),
  }),
  corpusDefect({
    name: 'languageHeaderNameInOneCaseOnly',
    breaks: `${LANGUAGE_HEADER} read only when its name is written so (a raw header lookup): x-core-client-lang-tag is ignored`,
    killedBy: 'languageHeaderPicksTheCurrentLanguage',
    blindSpot: 15,
    defect: () => ({
      receive(request) {
        if (!(request.rawHeaderNames ?? []).includes(LANGUAGE_HEADER)) delete request.headers['x-core-client-lang-tag'];
      },
    }),
  }),
];
