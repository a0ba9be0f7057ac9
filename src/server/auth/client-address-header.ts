/**
 * The header through which the app tells better-auth the caller's address. The app sets it from
 * the socket (or X-Forwarded-For behind a trusted proxy) and drops any value a client sent.
 */
export const CLIENT_ADDRESS_HEADER = 'x-cadence-client-address'
