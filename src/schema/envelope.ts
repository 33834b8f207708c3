// The response envelope `{code, message, data}`: success (spec: code 0, message "ok") and error (assumed shape).
import Type, { type TSchema } from 'typebox';
import { ASSUMPTION } from './json-schema-helpers.js';

export const SUCCESS_CODE = 0;
export const SUCCESS_MESSAGE = 'ok';

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

/** Error envelope: the spec does not show it; this is the real system's (assumption error-envelope). */
export const ErrorEnvelope = Type.Object(
  {
    code: Type.Integer({ description: 'Error code from the catalogue (never 0)', not: { const: SUCCESS_CODE } }),
    message: Type.String({ description: 'What went wrong, naming the parameter or header' }),
    data: Type.Null({ description: 'Always null on errors' }),
  },
  {
    title: 'ErrorEnvelope',
    description: 'Every error answer: a catalogue code, a message, `data: null` (HTTP 200 by default, as the real system does).',
    [ASSUMPTION]: 'error-envelope',
  },
);

