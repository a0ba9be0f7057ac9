import { cn } from '#src/web/lib/cn'
import { avatarInitial } from './avatar-initial'

type Props = { name: string | null; email: string; className?: string }

export function UserAvatar({ name, email, className }: Props) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 select-none items-center justify-center rounded-full bg-gradient-to-br from-primary to-primary-hover font-semibold text-primary-foreground text-sm shadow-sm ring-2 ring-surface',
        className,
      )}
    >
      {avatarInitial(name, email)}
    </span>
  )
}
