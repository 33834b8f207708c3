// What the query engine needs from a set of notifications, generated or loaded: an index and a renderer.
import type { Notification } from '../../schema/index.js';
import type { KindIndex } from '../lib/kind-index.js';
import type { TimeWording } from '../lib/notification-times.js';

export interface RenderView {
  /** The language whose dateFormat and timeFormat* wording the times use. */
  language: TimeWording;
  /**
   * The clock of the answer: `timeAgo`, `datetimeFormat` and the structures' "… ago" and "today" are relative to it;
   * `datetime` and every stored time stay those of the world (a running clock ages them, as the real system's does).
   */
  nowMs: number;
  /** The client's time zone as an offset from UTC (X-Core-Client-Timezone; assumption time-zone-header); 0 or absent: UTC. */
  offsetMs?: number;
}

export interface NotificationSource {
  /** Kinds (type × read) of every notification, newest first. */
  readonly index: KindIndex;
  /** The notification at `position` (0 = newest), as a fresh top-level object the caller may change. */
  render(position: number, view: RenderView): Notification;
  /**
   * `standard`: render() always answers the spec's 17 fields in schema order, with no undefined value, so the
   * JSON writer may use a fixed template. Loaded notifications keep their own keys and order (generic writer).
   */
  readonly shape?: 'standard';
}
