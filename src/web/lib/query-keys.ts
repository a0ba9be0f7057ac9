// Every TanStack Query key of the web app, in one place. Keys nest under what they depend on:
// anything read from a connection sits under ['connections', …], so invalidating
// queryKeys.connections.all after a change refreshes the list, each connection, its analyses,
// gap analysis and notes, the comparison and the plan usage together.

export const queryKeys = {
  /** The signed-in devices of the account (account settings). */
  sessions: ['account', 'sessions'] as const,
  connections: {
    all: ['connections'] as const,
    one: (id: string) => ['connections', id] as const,
    analyses: (id: string) => ['connections', id, 'analyses'] as const,
    gapAnalysis: (id: string) => ['connections', id, 'gap-analysis'] as const,
    annotations: (id: string) => ['connections', id, 'annotations'] as const,
    comparison: ['connections', 'comparison'] as const,
    planUsage: ['connections', 'plan-usage'] as const,
  },
  viewPreferences: {
    /** The dashboard's list of every preference. */
    all: ['view-preferences'] as const,
    one: (connectionId: string) => ['view-preferences', connectionId] as const,
  },
  billing: {
    subscription: ['billing', 'subscription'] as const,
    history: ['billing', 'history'] as const,
  },
  blog: {
    featured: (lang: string) => ['blog', 'featured', lang] as const,
    categories: ['blog', 'categories'] as const,
    posts: (category: string | null | undefined, lang: string) =>
      ['blog', 'posts', category ?? 'all', lang] as const,
    post: (slug: string, lang: string) => ['blog', 'post', slug, lang] as const,
  },
}
