// How long the server keeps an idle keep-alive connection. Node closes one after 5 s; a client
// that sends its next request on the connection at that very moment has it reset (ECONNRESET),
// and neither HAProxy (which keeps idle connections to the instances for reuse) nor Node's own
// HTTP client sends a POST again. So the server waits longer than a balancer or a client keeps a
// connection idle, and they are the ones that close it. A graceful shutdown still closes idle
// connections at once (graceful-shutdown.ts).

/** Longer than HAProxy's idle timeouts (deploy/haproxy.cfg) and the 60 s balancers commonly use. */
export const KEEP_ALIVE_MS = 65_000

export function keepIdleConnectionsOpen(server: {
  keepAliveTimeout: number
  headersTimeout: number
}): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  // Node wants the wait for a request's headers above the keep-alive wait.
  server.headersTimeout = KEEP_ALIVE_MS + 1000
}
