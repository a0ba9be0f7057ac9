import { Toaster as Sonner } from 'sonner'

/** Mounted by the app's toaster host on the first toast; raise toasts with `toast` from lib/toast. */
export default function Toaster() {
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
