// The mock's scenario controls in the document: the optional `Prefer` request header (so Swagger UI's "Try it out"
// can send it), the `Preference-Applied` response header, and the HTTP 500 a requested fault answers.
import type { HeaderObject, ParameterObject } from 'openapi3-ts/oas31';
import { faultNames, MAX_DELAY_MS, MAX_TOTAL, preferenceNames } from '../schema/preferences.js';

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
    '',
    `Query twins for links and browsers: ${twins} (a twin wins over the header). Applied preferences are echoed in \`Preference-Applied\`; an invalid value is a \`10000\` error naming it; unknown preferences are ignored.`,
  ].join('\n'),
  schema: { type: 'string' },
};

export const preferenceAppliedHeader: Record<string, HeaderObject> = {
  'Preference-Applied': {
    description: 'Mock only: the `Prefer` preferences (or query twins) that shaped this answer, e.g. `delay=800, total=0`.',
    schema: { type: 'string' },
  },
};
