// The mock's transport limits: how much one request may carry before it is answered with a clear error instead of read.
// Query-level limits (parameters, value lengths, filter keys, `keys`) live with the parsers that enforce them.

export const HTTP_LIMITS = {
  /**
   * Longest request target (path and query, as sent) the mock reads: 8,192 characters, the request-line buffer of the
   * nginx that usually fronts the real system. Longer: HTTP 414 with a 10000 envelope, on every path.
   */
  maxUrlLength: 8192,
  /**
   * Largest request head (request line and all headers together), in bytes: Node's default, set explicitly so that an
   * inherited `--max-http-header-size` cannot widen it. Larger: HTTP 431 with a 10000 envelope.
   */
  maxHeaderBytes: 16 * 1024,
  /**
   * A client has this long to send its request head, and then its whole request (Node's defaults are 60 s and 300 s):
   * a client that trickles its headers (slowloris) gets HTTP 408 with a 10000 envelope instead of holding a socket.
   */
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 20_000,
  /** How often those two deadlines are checked (Node's default, 30 s, would let a trickling client stay up to 40 s). */
  timeoutCheckIntervalMs: 1_000,
} as const;

export type HttpLimits = { readonly [K in keyof typeof HTTP_LIMITS]: number };
