import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Button } from '../ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../ui/dialog'

type ExportDialogFrameProps = {
  /** The outline button that opens the dialog: its icon and its words. */
  icon: LucideIcon
  label: string
  title: ReactNode
  description: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  children: ReactNode
}

/** The dialog every export starts from: an outline button, then a title and what it makes. */
export function ExportDialogFrame({
  icon: Icon,
  label,
  title,
  description,
  open,
  onOpenChange,
  children,
}: ExportDialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Icon aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}
