import { Plus } from 'lucide-react'
import { Link } from 'react-router'
import { Button, type ButtonProps } from '#src/web/components/ui/button'

export function AddConnectionButton({ size }: { size?: ButtonProps['size'] }) {
  return (
    <Button asChild size={size}>
      <Link to="/connections/add">
        <Plus aria-hidden="true" />
        Add Connection
      </Link>
    </Button>
  )
}
