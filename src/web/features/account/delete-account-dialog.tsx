import { zodResolver } from '@hookform/resolvers/zod'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type DeleteAccount, DeleteAccountSchema } from '#src/contract/account'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '../../components/ui/alert-dialog'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { useDeleteAccount } from './use-delete-account'

/** Deleting asks for the password again, in a dialog that says what will be lost. */
export function DeleteAccountDialog() {
  const [open, setOpen] = useState(false)
  const deleteAccount = useDeleteAccount()
  const form = useForm<DeleteAccount>({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: { password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const message = errors.password?.message ?? errors.root?.message

  const onSubmit = async ({ password }: DeleteAccount) => {
    const problem = await deleteAccount(password)
    if (problem) form.setError('root', { message: problem })
  }

  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) form.reset()
      }}
    >
      <AlertDialogTrigger asChild>
        <Button variant="destructive" className="mt-4">
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription>
              A paid subscription is cancelled first. Then your connections, analyses, notes,
              preferences and subscription record are erased for good, and every session is signed
              out. Enter your password to confirm.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <div className="space-y-1.5">
            <Label htmlFor="delete-password">Password</Label>
            <Input
              id="delete-password"
              type="password"
              autoComplete="current-password"
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? 'delete-password-error' : undefined}
              {...form.register('password')}
            />
            {message ? (
              <p id="delete-password-error" role="alert" className="text-danger text-sm">
                {message}
              </p>
            ) : null}
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel type="button">Cancel</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? 'Deleting...' : 'Delete account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
