import {
  RELATIONSHIP_TYPES,
  type RelationshipType,
  RelationshipTypeSchema,
} from '#src/contract/connections'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#src/web/components/ui/select'

// Radix Select has no empty value, so "not specified" travels as this word.
const NONE = 'none'

type RelationshipTypeSelectProps = {
  id: string
  value: RelationshipType | null
  onChange: (value: RelationshipType | null) => void
  disabled?: boolean
}

/** Spec §3: optional, one of six relationship types. */
export function RelationshipTypeSelect({
  id,
  value,
  onChange,
  disabled,
}: RelationshipTypeSelectProps) {
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
        <SelectValue placeholder="Choose a relationship type" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NONE}>Not specified</SelectItem>
        {RELATIONSHIP_TYPES.map((type) => (
          <SelectItem key={type} value={type}>
            {type}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
