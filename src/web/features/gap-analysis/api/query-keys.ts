// Under the connection's own key: when a newer chat is analysed and the connections
// feature invalidates ['connections'], the gap analysis is recomputed too.
export const gapKeys = {
  gapAnalysis: (connectionId: string) => ['connections', connectionId, 'gap-analysis'] as const,
  annotations: (connectionId: string) => ['connections', connectionId, 'annotations'] as const,
}
