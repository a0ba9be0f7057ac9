// Zod compiles fast parsers with `new Function` unless told not to, and merely probing for it is a
// Content-Security-Policy violation under Cadence's `script-src 'self'`. Zod keeps its settings
// on this global, so setting it here (before any parse) works whichever module loads zod first.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
scope.__zod_globalConfig ??= {}
scope.__zod_globalConfig.jitless = true
