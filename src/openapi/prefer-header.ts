// The mock's scenario controls, in the mock document only (openapi/mock.*): the optional `Prefer` request header (so
// Swagger UI's "Try it out" can send it), the `Preference-Applied` response header, and what the mock document adds.
import type { HeaderObject, ParameterObject } from 'openapi3-ts/oas31';
import { faultNames, MAX_DELAY_MS, MAX_TOTAL, preferenceNames } from '../schema/index.js';

const twins = preferenceNames.map((name) => `\`__${name}\``).join(', ');

export const preferHeader: ParameterObject = {
  name: 'Prefer',
  in: 'header',
  required: false,
  description: [
    '**Mock only** (core-kit): ask for a scenario, in RFC 7240 syntax, e.g. `code=31505` or `delay=800, total=0`.',
    '',
    '- `code=<n>`: answer that code of the error catalogue in its envelope, before credentials are checked.',
    `- \`delay=<ms>\`: wait before answering (at most ${MAX_DELAY_MS}).`,
    `- \`fault=<${faultNames.join('|')}>\`: close the connection without an answer, send truncated JSON, or answer HTTP 500.`,
    `- \`total=<n>\`: this request sees a world of n notifications (0 to ${MAX_TOTAL}; 0 is the empty state).`,
    '- `seed=<n>`: this request sees the world of another seed.',
    '- `lang=<tag>`: as the `X-Core-Client-Lang-Tag` header (the preference wins).',
    "- `data=edge`: the edge world, made to break UIs on purpose: every nullable field null or at its widest, names and bios at the configs' limits, a 60-letter word, right-to-left text, emoji with skin tones and zero-width joiners, combining marks, empty lists, zero and huge counts, anonymous authors, disabled members, deleted targets, an image-only post, every value valid for the document (`data=standard`: the usual world).",
    '',
    `Query twins for links and browsers: ${twins} (a twin wins over the header). Applied preferences are echoed in \`Preference-Applied\`; an invalid value is a \`10000\` error naming it; unknown preferences are ignored.`,
  ].join('\n'),
  schema: { type: 'string' },
};

export const preferenceAppliedHeader: Record<string, HeaderObject> = {
  'Preference-Applied': {
    description:
      'Mock only: the `Prefer` preferences (or query twins) that shaped this answer, e.g. `delay=800, total=0`.',
    schema: { type: 'string' },
  },
};

/** The head of the mock document's description: what this flavour adds to the contract, and where each one lives. */
export const mockControlsDescription = [
  "**The mock document** (core-kit): the Community Service API as `openapi.json` describes it, plus the mock's own scenario controls — the `Prefer` request header and its `__name` query twins, the `Preference-Applied` response header, and the statuses only those controls produce. A real backend knows none of them: hold backends to `openapi.json`, the contract document. The mock's control API (`/__core/`) has a document of its own, `control-api.json`.",
  '',
  "**Quotes** (type 9): the spec contradicts itself (its sentence says `actionTarget=4` and names the quoting post as `contentFsid`; its table calls 4 a geotag), so the contract leaves both readings open. This mock answers the real system's: `actionTarget` 5 (a `PostNotification`), `actionInfo` the quoting post written by `actionUser`, `contentFsid` the pid of the recipient's post it quotes. `core-kit serve --quotes sentence` answers the sentence's reading instead (a `QuoteNotification`).",
].join('\n');
