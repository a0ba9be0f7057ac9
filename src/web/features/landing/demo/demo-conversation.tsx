import type { DemoMessage } from '#src/analysis/demo'
import { cn } from '#src/web/lib/cn'
import { useT } from '#src/web/lib/i18n/use-t'

export function DemoConversation({ messages }: { messages: readonly DemoMessage[] }) {
  const { t } = useT()
  return (
    <div className="flex flex-col gap-3">
      <p className="font-medium text-muted-foreground text-sm">
        {t('landing.demo.conversation.heading')}
      </p>
      <ol className="flex flex-col gap-2.5" aria-label={t('landing.demo.conversation.label')}>
        {messages.map((message) => {
          const mine = message.sender === 'You'
          return (
            <li
              key={message.timestamp}
              className={cn(
                'flex max-w-[85%] flex-col gap-0.5',
                mine ? 'items-end self-end' : 'items-start',
              )}
            >
              <span className="text-muted-foreground text-xs">
                {message.sender} · {message.time}
              </span>
              <span
                className={cn(
                  'rounded-2xl px-3.5 py-2 text-sm',
                  mine
                    ? 'rounded-ee-sm bg-primary text-primary-foreground'
                    : 'rounded-es-sm bg-muted text-foreground',
                )}
              >
                {message.content}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
