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
  /**
   * After an answer the server sends on its own and then closes (408, 400, 431, CONNECT), the client has this long to
   * read it and close its side. Then the socket is destroyed: a client that never reads nor closes would otherwise keep
   * a half-closed socket (FIN-WAIT-2) and its file descriptor until it goes away.
   */
  closeGraceMs: 1_000,
  /**
   * A connection with no traffic either way for this long is closed: a client that stopped reading its answers, or sits
   * idle mid-request. Above the longest delay a request may ask for (`Prefer: delay`, `--latency`: 30 s).
   */
  idleTimeoutMs: 60_000,
  /**
   * At most this many connections at once (`--max-connections`): beyond it a new connection is closed at once without
   * an answer, and those already open keep being served. Under the usual 1,024 file descriptors of a process, so that a
   * flood of connections cannot starve the server of descriptors (for the files it serves, the log) and hang everyone.
   */
  maxConnections: 512,
} as const;

export type HttpLimits = { readonly [K in keyof typeof HTTP_LIMITS]: number };
