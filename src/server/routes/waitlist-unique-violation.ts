/** PostgreSQL's SQLSTATE for a unique constraint violation. */
const UNIQUE_VIOLATION = '23505'

function codeOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined
}

/** True when the error (or the driver error drizzle wraps in `cause`) is a unique violation. */
export function isUniqueViolation(error: unknown): boolean {
  if (codeOf(error) === UNIQUE_VIOLATION) return true
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : null
  return codeOf(cause) === UNIQUE_VIOLATION
}
