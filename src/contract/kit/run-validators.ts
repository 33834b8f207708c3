// The document's validators a run judges answers by, compiled once per document and process, before any deadline.
import { createDocumentValidator } from '../../validation/index.js';
import type { Validators } from '../invariants/seen-answer.js';

/** The components answers are judged by (the build compiles their validators ahead, into dist/). */
export const JUDGED = [
  'NotificationListResponse',
  'Notification',
  'ErrorEnvelope',
  'GlobalConfigs',
  'GlobalConfigItems',
  'ConfigsResponse',
  'ConfigsSubsetResponse',
];

/**
 * The document's validators, compiled once per document and process (or, for the committed document, loaded as the
 * build compiled them ahead), here, before a run's deadline starts, not in the middle of the run. Those that name every
 * problem of an invalid answer compile when the first invalid answer comes.
 */
const compiled = new WeakMap<object, Validators>();
export function validatorsOf(document: Record<string, unknown>): Validators {
  let validators = compiled.get(document);
  if (!validators) {
    validators = {
      spec: createDocumentValidator(document, 'spec'),
      documented: createDocumentValidator(document, 'documented'),
    };
    for (const validator of Object.values(validators)) for (const component of JUDGED) validator.prepare(component);
    compiled.set(document, validators);
  }
  return validators;
}
