import { toast as sonner } from 'sonner'

// The one way to raise a toast: every toast in the spec is a title plus an optional description.
export const toast = {
  success(title: string, description?: string) {
    sonner.success(title, description === undefined ? undefined : { description })
  },
  error(title: string, description?: string) {
    sonner.error(title, description === undefined ? undefined : { description })
  },
  info(title: string, description?: string) {
    sonner(title, description === undefined ? undefined : { description })
  },
}
