import { ArrowLeft } from 'lucide-react'
import { useLocation, useNavigate } from 'react-router'
import { Button } from '../../components/ui/button'

/** Spec §2: goes back in history, keeping the reader's filter; straight to /blog when opened directly. */
export function BackToBlogButton() {
  const navigate = useNavigate()
  // The router marks the first page of a visit with the key 'default': there is nothing to go back to.
  const canGoBack = useLocation().key !== 'default'
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 w-fit text-muted-foreground hover:text-foreground"
      onClick={() => (canGoBack ? navigate(-1) : navigate('/blog'))}
    >
      <ArrowLeft aria-hidden="true" />
      Back to Blog
    </Button>
  )
}
