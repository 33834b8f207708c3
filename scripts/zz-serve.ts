import { launchMock } from '../src/mock/launch-mock.js';
const m = await launchMock({ port: 4777, nowMs: Date.parse('2026-11-22T12:00:00Z') });
console.log('up', m.url);
setTimeout(() => m.close(), 30 * 60_000);
