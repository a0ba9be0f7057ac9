import { Spinner } from '../components/ui/spinner'

/** Shown while a page chunk downloads; it fades in late so fast loads never flash a spinner. */
export function PageFallback() {
  return (
    <div className="animate-fade-in py-32 [animation-delay:300ms] [animation-fill-mode:both]">
      <Spinner label="Loading..." />
    </div>
  )
}
