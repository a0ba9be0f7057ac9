// Test fixture: an analysis as large as real ones get, a decade of chat with many anomalies
// whose texts run near their caps (about half a megabyte of JSON), written straight to the
// database for a user.

import type { Anomaly } from '#src/analysis/types'
import type { AnalysisResultBody } from '#src/contract/analyses'
import type { Db } from '../db/client'
import { connectionAnalyses, connections } from '../db/schema'
import { sampleAnalysis } from './sample-analysis'

const ANOMALIES = 100
const TYPES = ['silence', 'response_delay', 'initiation_shift', 'frequency_drop'] as const

function anomaly(index: number): Anomaly {
  const month = (index % 12) + 1
  const year = 2015 + Math.floor(index / 12)
  const day = `${year}-${String(month).padStart(2, '0')}-03`
  const words = (n: number) => `${'A long and careful sentence about a quiet stretch. '.repeat(n)}`
  return {
    id: `anomaly-${index}`,
    type: TYPES[index % TYPES.length] ?? 'silence',
    severity: index % 3 === 0 ? 'critical' : 'warning',
    startDate: `${day}T09:00`,
    endDate: `${day}T21:00`,
    duration: 12,
    title: 'A longer pause than usual',
    description: words(18),
    therapeuticExplanation: words(38),
    likelyFeelings: Array.from({ length: 8 }, () => words(3)),
    reflectionPrompt: words(18),
    impactRating: 3,
    contextNotes: [],
    month,
    year,
    normalizationStats: { mean: 2, standardDeviation: 1, sampleSize: 40 },
    icon: 'clock',
    comparison: {
      value: 5,
      baseline: 2,
      percentChange: 150,
      unit: 'days',
      valueLabel: '5 days',
    },
    actor: 'both',
  }
}

let cached: AnalysisResultBody | undefined

/** About 0.5 MB as JSON; the same object every call (it takes a while to make). */
export function largeAnalysis(): AnalysisResultBody {
  if (cached) return cached
  const base = sampleAnalysis(7, 3650)
  cached = {
    ...base,
    analysisData: {
      ...base.analysisData,
      anomalies: Array.from({ length: ANOMALIES }, (_, i) => anomaly(i)),
    },
  }
  return cached
}

/** `count` connections of the user, each with one large analysis; their ids, newest last. */
export async function addLargeConnections(db: Db, userId: string, count: number) {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const [row] = await db
      .insert(connections)
      .values({ userId, name: `Large ${i + 1}`, relationshipType: 'Friend' })
      .returning({ id: connections.id })
    if (!row) throw new Error('insert returned no connection')
    await db.insert(connectionAnalyses).values({ userId, connectionId: row.id, ...largeAnalysis() })
    ids.push(row.id)
  }
  return ids
}
