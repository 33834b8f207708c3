// Two reads a client of any implementation must not write: content without testing it for null (a follow has no text),
// and a member of actionUser as if the spec showed one. Neither may compile against the contract document's types.
import type { components } from './generated/openapi.js';

type Notification = components['schemas']['Notification'];

export const contentLength = (n: Notification): number => n.content.length;

export const nickname = (n: Notification): string => n.actionUser.nickname;
