import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { Button, type ButtonProps } from '#src/web/components/ui/button'
import { useT } from '#src/web/lib/i18n/use-t'

export function AddConnectionButton({ size }: { size?: ButtonProps['size'] }) {
  const { t } = useT()
  return (
    <Button asChild size={size}>
      <Link to="/connections/add">
        <Plus aria-hidden="true" />
        {t('compare.addConnection')}
      </Link>
    </Button>
  )
}
