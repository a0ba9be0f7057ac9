import { useState } from 'react'
import type { AnalysisResult } from '#src/analysis/types'
import type { RelationshipType } from '#src/contract/connections'
import { useCreateAnalysis } from '#src/web/components/connections/api/create-analysis'
import { useCreateConnection } from '#src/web/components/connections/api/create-connection'

export type Saving =
  | { phase: 'choosing' }
  | { phase: 'waiting' }
  | { phase: 'saving' }
  | { phase: 'failed'; message: string }

/** The connection the figures go to: one there is, or a new one named here. */
export type SaveTarget =
  | { id: string }
  | { name: string; relationshipType: RelationshipType | null }

function whenOnline(): Promise<void> {
  if (navigator.onLine) return Promise.resolve()
  return new Promise((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  )
}

/**
 * The figures (never the chat) to the chosen connection, or to a new one first, through the
 * same writes as the upload and the add-connection page. Saving waits for the network.
 */
export function useSaveToConnection() {
  const createConnection = useCreateConnection()
  const createAnalysis = useCreateAnalysis()
  const [saving, setSaving] = useState<Saving>({ phase: 'choosing' })

  /** The connection's id once saved; null when it failed (`saving` says why). */
  const save = async (target: SaveTarget, result: AnalysisResult): Promise<string | null> => {
    setSaving({ phase: 'waiting' })
    await whenOnline()
    setSaving({ phase: 'saving' })
    try {
      const connectionId =
        'id' in target ? target.id : (await createConnection.mutateAsync(target)).id
      await createAnalysis.mutateAsync({ connectionId, result })
      return connectionId
    } catch (error) {
      setSaving({ phase: 'failed', message: error instanceof Error ? error.message : '' })
      return null
    }
  }

  const busy = saving.phase !== 'choosing' && saving.phase !== 'failed'
  return { saving, busy, save }
}
