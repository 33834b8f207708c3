// The response envelope `{code, message, data}`: success (spec: code 0, message "ok") and error (assumed shape).
import Type, { type TSchema } from 'typebox';
import { errorCatalogue } from './error-catalogue.js';
import { ASSUMPTION, SPEC_RELAXED } from './json-schema-helpers.js';

export const SUCCESS_CODE = 0;
export const SUCCESS_MESSAGE = 'ok';
/** The configs' word of success: the spec shows no envelope there, and the real system says `Success`. */
export const CONFIGS_SUCCESS_MESSAGE = 'Success';

/** A success envelope around `data` (Endpoints › Notification list › Response body). */
export function successEnvelope<S extends TSchema>(data: S, title: string, description: string) {
  return Type.Object(
    {
      code: Type.Unsafe<0>({ type: 'integer', const: SUCCESS_CODE, description: '`0` on success' }),
      message: Type.Unsafe<'ok'>({ type: 'string', const: SUCCESS_MESSAGE, description: '`ok` on success' }),
      data,
    },
    { title, description },
  );
}

/**
 * The configs' success envelope. The spec shows no envelope for this endpoint: the real system wraps the configs as it
 * wraps the list, with its own word (`Success`) in `message`, and so does the mock (assumption configs-envelope). Any string passes:
 * another implementation may say `ok` here as on the list.
 */
export function configsEnvelope<S extends TSchema>(data: S, title: string, description: string) {
  return Type.Object(
    {
      code: Type.Unsafe<0>({ type: 'integer', const: SUCCESS_CODE, description: '`0` on success' }),
      message: Type.String({
        description:
          "A word of success: `Success` from the real system and the mock, in the request's language (`成功` in Chinese; the spec shows no envelope here; another implementation may say `ok`)",
      }),
      data,
    },
    { title, description, [ASSUMPTION]: 'configs-envelope' },
  );
}

const catalogue = Object.entries(errorCatalogue);
type ErrorCode = (typeof errorCatalogue)[keyof typeof errorCatalogue]['code'];

/**
 * The catalogue's codes as an enum (so that `code === 0` tells a success from an error in a generated client), with each
 * code's meaning: in the description for readers, in `x-enum-varnames` / `x-enum-descriptions` for generators that name them.
 */
const errorCode = Type.Unsafe<ErrorCode>({
  type: 'integer',
  enum: catalogue.map(([, e]) => e.code),
  description: [
    'Error code from the catalogue (never 0):',
    ...catalogue.map(([, e]) => `- \`${e.code}\`: ${e.when}`),
  ].join('\n'),
  'x-enum-varnames': catalogue.map(([name]) => name),
  'x-enum-descriptions': catalogue.map(([, e]) => e.message),
  [ASSUMPTION]: 'error-codes',
  [SPEC_RELAXED]: { type: 'integer', not: { const: SUCCESS_CODE } },
});

/** Error envelope: the spec does not show it; this is the real system's (assumption error-envelope). */
export const ErrorEnvelope = Type.Object(
  {
    code: errorCode,
    message: Type.String({ description: 'What went wrong, naming the parameter or header' }),
    data: Type.Null({ description: 'Always null on errors' }),
  },
  {
    title: 'ErrorEnvelope',
    description:
      'Every error answer: a catalogue code, a message, `data: null` (HTTP 200 by default, as the real system does).',
    [ASSUMPTION]: 'error-envelope',
  },
);

/**
 * Any answer that is not a success, as the spec allows it: it shows no error shape, so a rejection is whatever object
 * an implementation sends, with a `code` other than 0 (an answer with code 0, or with none, claims success and is held
 * to the success schema). The real system's is the ErrorEnvelope.
 */
export const Rejection = Type.Unsafe<{ code: unknown; [member: string]: unknown }>({
  title: 'Rejection',
  description:
    "A refusal at HTTP 200, in the implementation's own shape: an object whose `code` is not 0 (the spec shows no error codes, messages or shape). The real system's and the mock's is `ErrorEnvelope`.",
  type: 'object',
  required: ['code'],
  properties: {
    code: { not: { const: SUCCESS_CODE }, description: 'Anything but `0`, which means success' },
    message: { description: 'What went wrong, if the implementation says (any value)' },
    data: { description: 'Anything, or nothing (the real system sends `null`)' },
  },
});
