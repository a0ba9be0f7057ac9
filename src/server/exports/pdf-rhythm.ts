import type { Rhythm, RhythmReplySide } from '#src/analysis/types'
import type { ExportItem } from '#src/contract/exports'
import { drawBalance, drawChapters, paragraph } from './pdf-chapters'
import { box, outlinedBox, text, textHeight } from './pdf-draw'
import { type Cursor, ensureSpace, sectionTitle } from './pdf-page'
import { COLORS, CONTENT_WIDTH, PAGE } from './pdf-theme'

// The rhythm (docs/analysis.md §12): each side's replies within a conversation beside the
// spec's average, who re-opens after a pause, the longest streak and the coverage note; on a
// plan with them, the chapters with their sentences and who starts conversations month by
// month (pdf-chapters.ts). The words are the connection and gap pages' own messages, so the
// report and the pages say the same. Nothing for an analysis saved before the rhythm existed.

const X = PAGE.margin
const GAP = 10
const SIDE_HEIGHT = 92

type Sides = 'user1' | 'user2'
/** A card's small capital label. */
const LABEL = { weight: 600, size: 7.5, color: COLORS.mutedForeground } as const

function replySide(cursor: Cursor, item: ExportItem, side: Sides, x: number, width: number): void {
  const { doc, words } = cursor
  const reply: RhythmReplySide | undefined = item.analysis.rhythm?.replyTimes[side]
  if (!reply) return
  const spec = item.analysis.analysisData.responseTimeBySender[side]
  const minutes = (value: number | null) =>
    value === null ? words.t('analysis.quickStats.noReplies') : words.duration(value)
  outlinedBox(doc, x, cursor.y, width, SIDE_HEIGHT)
  const title = words.t(side === 'user1' ? 'analysis.replyTimes.you' : 'analysis.replyTimes.them')
  text(doc, words.upper(title), x + 12, cursor.y + 11, LABEL)
  const rows: [string, string, boolean][] = [
    [words.t('analysis.replyTimes.typical'), minutes(reply.medianMinutes), true],
    [words.t('analysis.replyTimes.mostWithin'), minutes(reply.p90Minutes), false],
    [
      words.t('analysis.replyTimes.average'),
      minutes(spec.totalResponses > 0 ? spec.averageMinutes : null),
      false,
    ],
  ]
  rows.forEach(([term, value, strong], index) => {
    const y = cursor.y + 26 + index * 14
    text(doc, term, x + 12, y + 1, { size: 8.5, color: COLORS.mutedForeground, oneLine: true })
    text(doc, value, x + 12, y, {
      weight: strong ? 700 : 600,
      size: strong ? 10 : 9,
      width: width - 24,
      align: 'right',
      oneLine: true,
    })
  })
  text(doc, words.t('analysis.replyTimes.count', { count: reply.count }), x + 12, cursor.y + 72, {
    size: 7.5,
    color: COLORS.mutedForeground,
    width: width - 24,
    oneLine: true,
  })
}

function drawReplyTimes(cursor: Cursor, item: ExportItem, rhythm: Rhythm): void {
  const { words } = cursor
  const { replyTimes } = rhythm
  ensureSpace(cursor, SIDE_HEIGHT)
  const half = (CONTENT_WIDTH - GAP) / 2
  replySide(cursor, item, 'user1', X, half)
  replySide(cursor, item, 'user2', X + half + GAP, half)
  cursor.y += SIDE_HEIGHT + 12
  paragraph(
    cursor,
    words.t('analysis.replyTimes.why', {
      cutoff: words.duration(replyTimes.cutoffMinutes),
      source: replyTimes.cutoffSource,
    }),
  )
  const { reopenings } = replyTimes
  paragraph(
    cursor,
    reopenings.medianPauseMinutes === null
      ? words.t('analysis.replyTimes.noPauses')
      : words.t('analysis.replyTimes.reopenings', {
          yours: reopenings.user1,
          theirs: reopenings.user2,
          pause: words.duration(reopenings.medianPauseMinutes),
        }),
    COLORS.foreground,
  )
  cursor.y += 4
}

function streakCard(
  cursor: Cursor,
  x: number,
  width: number,
  label: string,
  days: number,
  detail: string,
): void {
  const { doc, words } = cursor
  outlinedBox(doc, x, cursor.y, width, 62)
  text(doc, words.upper(label), x + 12, cursor.y + 11, LABEL)
  text(doc, words.t('analysis.calendar.streakDays', { count: days }), x + 12, cursor.y + 24, {
    weight: 700,
    size: 15,
    width: width - 24,
    oneLine: true,
  })
  text(doc, detail, x + 12, cursor.y + 45, {
    size: 8,
    color: COLORS.mutedForeground,
    width: width - 24,
    oneLine: true,
  })
}

function drawStreaks(cursor: Cursor, rhythm: Rhythm): void {
  const { words } = cursor
  const { streaks, coverage } = rhythm
  ensureSpace(cursor, 62)
  const half = (CONTENT_WIDTH - GAP) / 2
  const from = words.t('analysis.calendar.streakFrom', { date: words.date(streaks.longestStart) })
  streakCard(cursor, X, half, words.t('analysis.calendar.longestStreak'), streaks.longestDays, from)
  const until = words.t('analysis.calendar.streakUntil', { date: words.date(coverage.lastDate) })
  const current = words.t('analysis.calendar.currentStreak')
  streakCard(cursor, X + half + GAP, half, current, streaks.currentDays, until)
  cursor.y += 62 + 14
}

/** WhatsApp's limit: history before the first day may be missing. */
function drawCoverage(cursor: Cursor, rhythm: Rhythm): void {
  const { doc, words } = cursor
  const { coverage } = rhythm
  if (!coverage.likelyTruncated || !coverage.note) return
  const title = words.t('analysis.coverage.title', { date: words.date(coverage.firstDate) })
  const body = words.t('analysis.coverage.body', {
    limit: coverage.note.limit,
    media: coverage.note.code === 'whatsapp-media-limit' ? 'yes' : 'no',
  })
  const inner = CONTENT_WIDTH - 24
  const height = textHeight(doc, title, 9.5, inner, 700) + textHeight(doc, body, 8.5, inner) + 26
  ensureSpace(cursor, height)
  box(doc, X, cursor.y, CONTENT_WIDTH, height, COLORS.warningSoft)
  const below = text(doc, title, X + 12, cursor.y + 10, {
    weight: 700,
    size: 9.5,
    color: COLORS.warningSoftForeground,
    width: inner,
  })
  text(doc, body, X + 12, below + 4, {
    size: 8.5,
    color: COLORS.warningSoftForeground,
    width: inner,
  })
  cursor.y += height + 14
}

export function drawRhythm(cursor: Cursor, item: ExportItem): void {
  const { rhythm } = item.analysis
  if (!rhythm) return
  sectionTitle(cursor, cursor.words.t('pdf.rhythm.title'), SIDE_HEIGHT)
  drawReplyTimes(cursor, item, rhythm)
  drawStreaks(cursor, rhythm)
  drawCoverage(cursor, rhythm)
  // Present only on a plan with them: the server leaves them out of a Free plan's analysis.
  if (rhythm.chapters) drawChapters(cursor, rhythm.chapters)
  if (rhythm.balanceOverTime) drawBalance(cursor, rhythm.balanceOverTime)
}
