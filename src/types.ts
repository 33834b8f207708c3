// The public type façade (`import type { Notification, GlobalConfigs } from 'core-kit'`): the contract's static types,
// each defined beside its schema in src/schema/static-types.ts.
export type * from './schema/static-types.js';
