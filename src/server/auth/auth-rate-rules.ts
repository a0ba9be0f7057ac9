/**
 * Per-client limits on better-auth's endpoints (windows in seconds), counted in the database so
 * they hold across instances. Failed sign-ins are also limited per account (sign-in-lockout.ts).
 */
export const authRateRules = {
  '/sign-in/email': { window: 60, max: 10 },
  '/sign-up/email': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 5 },
  // The app reads the session on every page; it changes nothing and needs no limit.
  '/get-session': false,
} as const
