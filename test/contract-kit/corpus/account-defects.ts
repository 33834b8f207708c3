// Blind spot 5: bugs only a second account shows (run with --other-aid, --other-aid-token, --other-uid,
// --other-uid-token): caches keyed without the user, one inbox for everyone, a uid not tied to its account.
import type { Paged } from '../independent-server/pipeline.js';
import { corpusDefect } from './corpus-defect.js';

export const accountDefects = [
  corpusDefect({
    name: 'pageCacheKeyedByQueryOnly',
    breaks: "answers cached by query string only: the next user gets the previous user's page",
    killedBy: 'eachAccountSeesItsOwnInbox',
    blindSpot: 5,
    defect: (c) => {
      const cache = new Map<string, Paged>();
      let key = '';
      return {
        readQuery(raw) {
          key = raw.toString();
          return c.readQuery(raw);
        },
        paginate(items, q) {
          const hit = cache.get(key);
          if (hit) return hit;
          const p = c.paginate(items, q);
          if (!('kind' in p)) cache.set(key, p);
          return p;
        },
      };
    },
  }),
  corpusDefect({
    name: 'oneInboxForEveryone',
    breaks: "every account reads the first account's inbox",
    killedBy: 'twoAccountsShareNoNotification',
    blindSpot: 5,
    defect: (c) => ({
      authenticate: (headers, accounts) => {
        const a = c.authenticate(headers, accounts);
        return 'kind' in a ? a : { ...a, inbox: accounts[0]!.inbox };
      },
    }),
  }),
];
