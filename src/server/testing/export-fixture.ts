// Test data for the export builders: a generated chat run through the real engine.

import { analyzeChat } from '#src/analysis/analyze'
import { generateChat } from '#src/analysis/testing/generate-chat'
import type { Annotation } from '#src/contract/annotations'
import type { ExportItem } from '#src/contract/exports'

const CONNECTION_ID = '5b0f3c1e-7a2d-4c8e-9f10-2b3c4d5e6f70'

const result = analyzeChat(
  generateChat({
    seed: 11,
    start: '2023-01-02',
    days: 420,
    events: [
      { type: 'silence', start: '2023-06-05', days: 14 },
      { type: 'frequency_drop', start: '2023-10-02', days: 40, factor: 0.2 },
    ],
  }),
)

/** A chat whose pace drops to a quarter for good after nine months: two chapters. */
const changed = analyzeChat(
  generateChat({
    seed: 31,
    start: '2023-01-02',
    days: 540,
    events: [{ type: 'frequency_drop', start: '2023-10-02', days: 270, factor: 0.25 }],
  }),
)

/** The export item of a chat with two chapters (the rhythm's chapters in the reports). */
export function changedExportItem(): ExportItem {
  const item = exportItem('Ana')
  return { ...item, analysis: { ...item.analysis, ...changed } }
}

export function exportItem(name = 'Alex', notes: Annotation[] | null = null): ExportItem {
  return {
    connection: { id: CONNECTION_ID, name, relationshipType: 'Friend' },
    analysis: {
      ...result,
      id: '0c6a7f52-1d3e-4b5a-8c9d-0e1f2a3b4c5d',
      connectionId: CONNECTION_ID,
      createdAt: '2024-03-01T10:00:00.000Z',
    },
    notes,
  }
}

/** A memory note on the item's first anomaly. */
export function noteOn(item: ExportItem, content: string): Annotation {
  const anomaly = item.analysis.analysisData.anomalies[0]
  if (!anomaly) throw new Error('The fixture chat has no anomaly')
  return {
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    connectionId: CONNECTION_ID,
    anomalyId: anomaly.id,
    content,
    annotationType: 'memory',
    createdAt: '2024-03-02T09:30:00.000Z',
    updatedAt: '2024-03-02T09:30:00.000Z',
  }
}
