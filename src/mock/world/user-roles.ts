// A member's roles: the site's roles (ids are strings in the real system), a role as User Info lists it, and the
// main-role fields, all null without a role row.
import type { UserRole } from '../../schema/index.js';
import type { Site } from './generate-site.js';
import { DAY_MS, type Generation } from './generation-context.js';

/** Role ids are strings in the real system. Staff (rid 1 and 3) act in system messages. */
export const roles = [
  { rid: '1', name: 'Administrator', color: '#cf222e', icon: 'administrator', weight: 1 },
  { rid: '3', name: 'Moderator', color: '#1f6feb', icon: 'moderator', weight: 4 },
  { rid: '4', name: 'Contributor', color: '#8250df', icon: 'contributor', weight: 15 },
  { rid: '5', name: 'Member', color: null, icon: null, weight: 80 },
] as const;

export const STAFF_ROLE_IDS: readonly string[] = ['1', '3'];

export function role(
  site: Site,
  r: (typeof roles)[number] | { rid: string; name: string; color: string | null; icon: string | null },
  isMain: boolean,
): UserRole {
  return {
    rid: r.rid,
    isMain,
    nicknameColor: r.color,
    name: r.name,
    nameDisplay: true,
    icon: r.icon === null ? null : `${site.url}/assets/roles/${r.icon}.svg`,
    iconDisplay: r.icon !== null,
    status: true,
  };
}

/** The main-role fields of a user with a role row. */
export function mainRole(g: Generation, main: (typeof roles)[number]) {
  const { f, site, clock } = g;
  return {
    nicknameColor: main.color,
    roleRid: main.rid,
    roleName: main.name,
    roleNameDisplay: true,
    roleIcon: main.icon === null ? null : `${site.url}/assets/roles/${main.icon}.svg`,
    roleIconDisplay: main.icon !== null,
    roleExpiryDateTime:
      main.rid === '4' && f.datatype.boolean({ probability: 0.3 })
        ? clock.at(clock.nowMs + f.number.int({ min: 10, max: 300 }) * DAY_MS)
        : null,
    roleRankState: 1,
    roleStatus: true,
  };
}

/** Without a role row the real system's `?->` gives null for every main-role field (the flags are false). */
export const noRole = {
  nicknameColor: null,
  roleRid: null,
  roleName: null,
  roleNameDisplay: false,
  roleIcon: null,
  roleIconDisplay: false,
  roleExpiryDateTime: null,
  roleRankState: null,
  roleStatus: false,
} as const;
