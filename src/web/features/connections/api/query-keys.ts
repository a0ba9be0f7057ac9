// The cache keys of this feature. The dashboard lists under ['connections'] too,
// so invalidating that prefix refreshes every view of the user's connections.
export const connectionKeys = {
  all: ['connections'] as const,
  one: (id: string) => ['connections', id] as const,
  analyses: (id: string) => ['connections', id, 'analyses'] as const,
  /** The dashboard's list of every preference. */
  viewPreferences: ['view-preferences'] as const,
  viewPreference: (id: string) => ['view-preferences', id] as const,
}
