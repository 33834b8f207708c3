// The notification list query: filter (index) → paginate → render → project. Pure given its inputs.
import type { Notification, NotificationListData, Pagination } from '../../schema/index.js';
import { kindMask } from '../lib/kind-index.js';
import type { NotificationSource, RenderView } from '../world/notification-source.js';
import { paginate } from './paginate.js';
import type { NotificationQuery, ProjectionFilter } from './parse-notification-query.js';
import { projectObject, selectionOf } from './project-object.js';

export interface PageSelection {
  pagination: Pagination;
  /** Positions (newest first) of the page's notifications in the source. */
  positions: number[];
}

/** Which notifications a query's page holds: the index answers in O(log n + block + pageSize). */
export function selectPage(source: NotificationSource, query: NotificationQuery): PageSelection {
  const mask = kindMask(query.types, query.status);
  const window = paginate(source.index.count(mask), query.page, query.pageSize);
  return { pagination: window.pagination, positions: source.index.select(mask, window.offset, window.limit) };
}

export function projector(filter: ProjectionFilter | null): ((value: unknown) => unknown) | null {
  if (!filter) return null;
  const selection = selectionOf(filter.paths);
  return (value) => projectObject(value, filter.type, selection);
}

/** The page as objects (MSW handlers, tests); the HTTP path writes the same JSON with listAnswerText. */
export function queryNotifications(
  source: NotificationSource,
  query: NotificationQuery,
  view: RenderView,
): NotificationListData {
  const page = selectPage(source, query);
  const projectUser = projector(query.userFilter);
  const projectInfo = projector(query.infoFilter);
  const list = page.positions.map((position) => {
    const notification = source.render(position, view);
    if (projectUser) notification.actionUser = projectUser(notification.actionUser) as Notification['actionUser'];
    if (projectInfo) notification.actionInfo = projectInfo(notification.actionInfo) as Notification['actionInfo'];
    return notification;
  });
  return { pagination: page.pagination, list };
}
