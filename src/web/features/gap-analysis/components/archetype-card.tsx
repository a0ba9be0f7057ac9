import { Check, Compass } from 'lucide-react'
import type { Archetype } from '#src/analysis/types'
import { Badge } from '#src/web/components/ui/badge'
import { Card, CardContent, CardHeader } from '#src/web/components/ui/card'
import { useT } from '#src/web/lib/i18n/use-t'
import { archetypeTexts } from './gap-labels'

/** The pair's communication archetype: who you are together, and what you do well. */
export function ArchetypeCard({ archetype: data }: { archetype: Archetype }) {
  const { t, locale } = useT()
  const archetype = archetypeTexts(data, t, locale)
  return (
    <Card className="overflow-hidden">
      <div className="bg-gradient-to-br from-primary-soft to-accent-soft px-6 pt-6 pb-5">
        <p className="flex items-center gap-1.5 font-medium text-primary-soft-foreground text-xs uppercase tracking-wide">
          <Compass aria-hidden="true" className="size-4" />
          {t('gap.archetype.eyebrow')}
        </p>
        <h2 className="mt-2 font-semibold text-2xl tracking-tight">{archetype.name}</h2>
      </div>
      <CardHeader className="pt-5 pb-3">
        <p className="text-pretty leading-relaxed">{archetype.description}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <ul aria-label={t('gap.archetype.traits')} className="flex flex-wrap gap-1.5">
          {archetype.traits.map((trait) => (
            <li key={trait}>
              <Badge variant="purple">{trait}</Badge>
            </li>
          ))}
        </ul>
        <div className="flex flex-col gap-2">
          <h3 className="font-medium text-sm">{t('gap.archetype.strengths')}</h3>
          <ul className="flex flex-col gap-2">
            {archetype.strengths.map((strength) => (
              <li key={strength} className="flex gap-2 text-sm leading-relaxed">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                {strength}
              </li>
            ))}
          </ul>
        </div>
        <dl className="flex flex-col gap-3 border-border border-t pt-4 text-sm">
          <div>
            <dt className="font-medium">{t('gap.archetype.howYouTalk')}</dt>
            <dd className="text-muted-foreground leading-relaxed">
              {archetype.communicationStyle}
            </dd>
          </div>
          <div>
            <dt className="font-medium">{t('gap.archetype.howYouReply')}</dt>
            <dd className="text-muted-foreground leading-relaxed">{archetype.responsePatterns}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  )
}
