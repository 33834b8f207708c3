// The API's operations, declared once (spec: Endpoints): the document, the mock's router, its 404/405 answers, the
// msw handlers and the index page all read this table.
import { CONFIGS_PATH, NOTIFICATION_LIST_PATH } from './paths.js';

export interface OperationSpec {
  /** The operation's name inside core-kit. */
  id: string;
  method: 'GET';
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  /** Spec › Authentication: the list needs the four headers; the configs' authentication is not shown (assumption configs-auth). */
  login: 'required' | 'optional';
}

export const operations = [
  {
    id: 'configs',
    method: 'GET',
    path: CONFIGS_PATH,
    operationId: 'getGlobalConfigs',
    tag: 'Global',
    summary: 'Global configuration items',
    login: 'optional',
  },
  {
    id: 'notificationList',
    method: 'GET',
    path: NOTIFICATION_LIST_PATH,
    operationId: 'listNotifications',
    tag: 'Notification',
    summary: 'Notification list',
    login: 'required',
  },
] as const satisfies readonly OperationSpec[];

export type Operation = (typeof operations)[number]['id'];

/** The operation at exactly this path (case-sensitive, no trailing slash), if any. */
const byPath: ReadonlyMap<string, (typeof operations)[number]> = new Map(operations.map((o) => [o.path, o]));
export const operationAt = (path: string) => byPath.get(path);

/** The operation named `id`. */
export const operationNamed = (id: Operation) => operations.find((o) => o.id === id)!;
