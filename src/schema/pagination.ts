// The pagination object and the notification list payload (Resources › Pagination object; Endpoints › Notification list).
import Type, { type Static } from 'typebox';
import { Notification } from './notification.js';
import { whole } from './json-schema-helpers.js';

export const Pagination = Type.Object(
  {
    total: whole('Total items matching the query', { minimum: 0 }),
    pageSize: whole('Items per page', { minimum: 1 }),
    currentPage: whole('Current page number', { minimum: 1 }),
    lastPage: whole('Last page number (this mock: `max(ceil(total / pageSize), 1)`)', { minimum: 0 }),
  },
  { title: 'Pagination', description: 'Pagination object.' },
);

export const NotificationListData = Type.Object(
  {
    pagination: Pagination,
    list: Type.Array(Notification, { description: 'Notification elements, latest first' }),
  },
  { title: 'NotificationListData', description: "One page of the current user's notifications." },
);

export type Pagination = Static<typeof Pagination>;
export type NotificationListData = Static<typeof NotificationListData>;
