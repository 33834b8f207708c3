// An ISO 8601 instant in UTC as the control API writes it (`2026-11-22T12:00:00.000Z`): a pattern, not a `format`,
// so that the validators (ajv without its formats package) check it.
import Type from 'typebox';

export const instant = (description = 'An instant, ISO 8601 in UTC') =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$', description });
