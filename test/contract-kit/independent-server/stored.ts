// One notification as the independent server stores it, before it renders it as the API's JSON.
import type { Json } from './subjects.js';

export interface Stored {
  nmid: string;
  type: number;
  createdAt: number;
  readStatus: boolean;
  content: string | null;
  isMention: boolean;
  actionUser: Json | null;
  actionUserIsAnonymous: boolean;
  actionTarget: number | null;
  actionInfo: Json | null;
  contentFsid: string | null;
  /** Who triggered an anonymous notification: the server knows, and must never show (rich data only). */
  actor?: Json;
}
