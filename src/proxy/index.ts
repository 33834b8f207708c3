// The face of src/proxy/: the validating, recording proxy (`core-kit proxy`).
export { createAnswerJudge } from './answer-violations.js';
export { ProxyJournal } from './proxy-journal.js';
export { PROXY_LIMITS } from './proxy-limits.js';
export { startProxy } from './proxy-server.js';
export type { ProxyCounts } from './proxy-server.js';
export { Recorder } from './recorder.js';
export { writeRecording } from './write-recording.js';
