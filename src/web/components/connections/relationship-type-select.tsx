import {
  RELATIONSHIP_TYPES,
  type RelationshipType,
  RelationshipTypeSchema,
} from '#src/contract/connections'
import { useT } from '#src/web/lib/i18n/use-t'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select'
import { RELATIONSHIP_TYPE_MESSAGES } from './relationship-type-texts'

// Radix Select has no empty value, so "not specified" travels as this word.
const NONE = 'none'

type RelationshipTypeSelectProps = {
  id: string
  /** The field's label, which names the open list too. */
  label: string
  value: RelationshipType | null
  onChange: (value: RelationshipType | null) => void
  disabled?: boolean
}

/** docs/product.md §3: optional, one of six relationship types. */
export function RelationshipTypeSelect({
  id,
  label,
  value,
  onChange,
  disabled,
}: RelationshipTypeSelectProps) {
  const { t } = useT()
  return (
    <Select
      value={value ?? NONE}
      onValueChange={(next) => {
        const parsed = RelationshipTypeSchema.safeParse(next)
        onChange(parsed.success ? parsed.data : null)
      }}
      disabled={disabled}
    >
      <SelectTrigger id={id}>
        <SelectValue placeholder={t('connections.relationshipType.placeholder')} />
      </SelectTrigger>
      <SelectContent aria-label={label}>
        <SelectItem value={NONE}>{t('connections.relationshipType.none')}</SelectItem>
        {RELATIONSHIP_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {t(RELATIONSHIP_TYPE_MESSAGES[type])}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
