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
import { useT } from '#src/web/lib/i18n/use-t'
import { accountMessage } from '../account-messages'
import { useDeleteAccount } from '../api/delete-account'

/** Deleting asks for the password again, in a dialog that says what will be lost. */
export function DeleteAccountDialog() {
  const { t } = useT()
  const [open, setOpen] = useState(false)
  const deleteAccount = useDeleteAccount()
  const form = useForm<DeleteAccount>({
    resolver: zodResolver(DeleteAccountSchema),
    defaultValues: { password: '' },
  })
  const { errors, isSubmitting } = form.formState
  const message = accountMessage(t, errors.password?.message ?? errors.root?.message)

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
          {t('account.delete.open')}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
          <AlertDialogHeader>
            <AlertDialogTitle>{t('account.delete.title')}</AlertDialogTitle>
            <AlertDialogDescription>{t('account.delete.description')}</AlertDialogDescription>
          </AlertDialogHeader>
          <PasswordField
            id="delete-password"
            label={t('account.delete.password')}
            autoComplete="current-password"
            error={message}
            {...form.register('password')}
          />
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{t('account.delete.cancel')}</AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting ? t('account.delete.deleting') : t('account.delete.confirm')}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  )
}
