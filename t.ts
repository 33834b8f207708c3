import { createWorld } from './src/mock/world/create-world.js';
import { DEMO_CREDENTIALS } from './src/mock/world/account-credentials.js';
const t0 = performance.now();
const w = createWorld({ seed: 1, nowMs: Date.UTC(2026, 10, 22, 12), notificationsPerAccount: 120, accounts: [DEMO_CREDENTIALS] });
console.log('world ms', Math.round(performance.now() - t0));
const lang = w.languages[0]!;
for (let i = 0; i < 12; i++) { const n = w.accounts[0]!.notifications.render(i, { language: lang, nowMs: w.nowMs }); console.log(n.nmid, n.type, n.actionType, n.actionTarget, n.readStatus, n.datetime, n.datetimeFormat, n.timeAgo, (n.content ?? '').slice(0, 60), (n.actionUser as any)?.nickname); }
console.log(w.site, w.configs.site_copyright_years);
