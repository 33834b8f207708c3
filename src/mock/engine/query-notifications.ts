// The notification list query: filter (index) → paginate → render → project. Pure given its inputs.
import type { Notification, NotificationListData } from '../../types.js';
import { kindMask } from './kind-index.js';
import type { NotificationSource, RenderView } from './notification-source.js';
import { paginate } from './paginate.js';
import type { NotificationQuery, ProjectionFilter } from './parse-notification-query.js';
import { projectObject, selectionOf } from './project-object.js';

function projector(filter: ProjectionFilter | null): ((value: unknown) => unknown) | null {
  if (!filter) return null;
  const selection = selectionOf(filter.paths);
  return (value) => projectObject(value, filter.type, selection);
}

export function queryNotifications(source: NotificationSource, query: NotificationQuery, view: RenderView): NotificationListData {
  const mask = kindMask(query.types, query.status);
  const window = paginate(source.index.count(mask), query.page, query.pageSize);
  const projectUser = projector(query.userFilter);
  const projectInfo = projector(query.infoFilter);
  const list = source.index.select(mask, window.offset, window.limit).map((position) => {
    const notification = source.render(position, view);
    if (projectUser) notification.actionUser = projectUser(notification.actionUser) as Notification['actionUser'];
    if (projectInfo) notification.actionInfo = projectInfo(notification.actionInfo) as Notification['actionInfo'];
    return notification;
  });
  return { pagination: window.pagination, list };
}
