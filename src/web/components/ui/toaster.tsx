import { Toaster as Sonner } from 'sonner'

/** Mounted once by the app providers; raise toasts with `toast` from lib/toast. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      closeButton
      richColors
      theme="system"
      toastOptions={{ className: 'font-sans' }}
    />
  )
}
