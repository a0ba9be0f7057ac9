import {
  ArrowLeftRight,
  CircleAlert,
  Clock,
  type LucideIcon,
  Moon,
  TrendingDown,
} from 'lucide-react'

// The engine names its icons in lucide's terms, so the page only has to look them up.
const ICONS: Record<string, LucideIcon> = {
  moon: Moon,
  clock: Clock,
  'arrow-left-right': ArrowLeftRight,
  'trending-down': TrendingDown,
}

export function AnomalyIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? CircleAlert
  return <Icon aria-hidden="true" className={className} />
}
