import { DEMO_YOU, type DemoMessage } from '#src/analysis/demo'
import { dateTimeFormat } from '#src/i18n/format-intl'
import type { MessageId } from '#src/i18n/messages'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'

/** The sample chat's lines in the reader's language, by the moment each was sent. */
const LINES: Record<string, MessageId> = {
  '2024-03-11T19:40': 'landing.demo.message.interview',
  '2024-03-11T19:41': 'landing.demo.message.noPressure',
  '2024-03-11T21:53': 'landing.demo.message.justHome',
  '2024-03-11T21:54': 'landing.demo.message.secondRound',
  '2024-03-11T21:55': 'landing.demo.message.thanks',
  '2024-03-11T22:07': 'landing.demo.message.proud',
  '2024-03-12T08:15': 'landing.demo.message.coffee',
}

export function DemoConversation({ messages }: { messages: readonly DemoMessage[] }) {
  const { t, locale } = useT()
  // A wall-clock moment, written as the reader's language writes a weekday and a time.
  const when = dateTimeFormat(locale, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  })
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-muted-foreground text-sm">
        {t('landing.demo.conversation.heading')}
      </p>
      <ol className="flex flex-col gap-2.5" aria-label={t('landing.demo.conversation.label')}>
        {messages.map((message) => {
          const mine = message.sender === DEMO_YOU
          const line = LINES[message.timestamp]
          return (
            <li
              key={message.timestamp}
              className={cn(
                'flex max-w-[85%] flex-col gap-0.5',
                mine ? 'items-end self-end' : 'items-start',
              )}
            >
              <span className="text-muted-foreground text-xs">
                {mine ? t('landing.demo.you') : message.sender} ·{' '}
                {when.format(new Date(`${message.timestamp}Z`))}
              </span>
              <span
                className={cn(
                  'rounded-2xl px-3.5 py-2 text-sm',
                  mine
                    ? 'rounded-ee-sm bg-primary text-primary-foreground'
                    : 'rounded-es-sm bg-muted text-foreground',
                )}
              >
                {line ? t(line) : message.content}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
