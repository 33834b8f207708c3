// The validating proxy's bounds: what one answer, one recording and the open connections may take, with defaults.

export interface ProxyLimits {
  /** Whole exchange with the target, from sending to the last byte. */
  timeoutMs: number;
  /** Largest request or answer body passed through (a larger answer is a 502). */
  maxBodyBytes: number;
  /** Client connections held at once; more are refused until one closes. */
  maxConnections: number;
  /** Size of the recording's JSON at most (beyond it the recording stops growing, and says so). */
  maxRecordBytes: number;
}

export const PROXY_LIMITS: ProxyLimits = {
  timeoutMs: 30_000,
  maxBodyBytes: 10 * 1024 * 1024,
  maxConnections: 256,
  maxRecordBytes: 50 * 1024 * 1024,
};
