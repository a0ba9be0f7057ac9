import { zodResolver } from '@hookform/resolvers/zod'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { type DeleteAccount, DeleteAccountSchema } from '#src/contract/account'
import { PasswordField } from '#src/web/components/forms/form-field'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#src/web/components/ui/alert-dialog'
import { Button } from '#src/web/components/ui/button'
import { useDeleteAccount } from '../api/delete-account'

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
          <PasswordField
            id="delete-password"
            label="Password"
            autoComplete="current-password"
            error={message}
            {...form.register('password')}
          />
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
