// The face of src/proxy/: the validating, recording proxy (`core-kit proxy`).
export { parseAllowedHosts } from './allowed-hosts.js';
export { ProxyJournal } from './proxy-journal.js';
export { PROXY_LIMITS } from './proxy-limits.js';
export { startProxy } from './proxy-server.js';
export type { ProxyCounts } from './proxy-server.js';
export { workerInspector } from './worker-inspector.js';
export { prepareRecordDir, RECORDING_NOTE, RecordTargetError, writeRecording } from './write-recording.js';
