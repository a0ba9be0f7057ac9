// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod'
import { fireEvent, render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { EmailField, Field, FormField, NameField, PasswordField } from './form-field'
import { NewPasswordFields } from './new-password-fields'
import { registerField } from './register-field'

/** What the browser and assistive technology learn about the input labelled `label`. */
function inputFacts(label: string) {
  const input = screen.getByLabelText(label)
  return {
    id: input.id,
    type: input.getAttribute('type'),
    autocomplete: input.getAttribute('autocomplete'),
    invalid: input.getAttribute('aria-invalid'),
    describedBy: input.getAttribute('aria-describedby'),
  }
}

describe('FormField', () => {
  it('labels the input and leaves it undescribed and valid when it has neither hint nor message', () => {
    render(<FormField id="city" label="City" />)
    expect(inputFacts('City')).toMatchObject({ id: 'city', invalid: null, describedBy: null })
  })

  it('describes a password input by its hint', () => {
    render(<PasswordField id="password" label="Password" hint="At least 6 characters." />)
    expect(inputFacts('Password')).toMatchObject({ type: 'password', describedBy: 'password-hint' })
    expect(document.getElementById('password-hint')?.textContent).toBe('At least 6 characters.')
  })

  it('marks the input invalid and describes it by its message, announced as an alert', () => {
    render(<EmailField id="new-email" label="New email address" error="Enter a valid email." />)
    expect(inputFacts('New email address')).toEqual({
      id: 'new-email',
      type: 'email',
      autocomplete: 'email',
      invalid: 'true',
      describedBy: 'new-email-error',
    })
    expect(screen.getByRole('alert').id).toBe('new-email-error')
  })

  it('names both the hint and the message when it has both', () => {
    render(<NameField id="name" label="Full name" hint="As friends say it." error="Too long." />)
    const facts = inputFacts('Full name')
    expect([facts.autocomplete, facts.describedBy]).toEqual(['name', 'name-hint name-error'])
  })
})

describe('Field', () => {
  it('hands any control its id and what describes it', () => {
    render(
      <Field id="kind" label="Kind" hint="Pick one." error="Required.">
        {(control) => (
          <select {...control}>
            <option>Friend</option>
          </select>
        )}
      </Field>,
    )
    const select = screen.getByLabelText('Kind')
    expect(select.tagName).toBe('SELECT')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(select.getAttribute('aria-describedby')).toBe('kind-hint kind-error')
  })
})

const Schema = z
  .object({ newPassword: z.string().min(6, 'Too short.'), confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'The passwords differ.',
    path: ['confirmPassword'],
  })

function ChangePassword() {
  const form = useForm({
    resolver: zodResolver(Schema),
    defaultValues: { newPassword: 'long-enough', confirmPassword: 'other' },
  })
  return (
    <form noValidate onSubmit={form.handleSubmit(() => {})}>
      <NewPasswordFields
        newPassword={registerField(form, 'newPassword')}
        confirmPassword={registerField(form, 'confirmPassword')}
      />
      <button type="submit">Save</button>
    </form>
  )
}

describe('NewPasswordFields with registerField', () => {
  it('shows each message under the field it belongs to once the form is checked', async () => {
    render(<ChangePassword />)
    const fresh = screen.getByLabelText('New password')
    const again = screen.getByLabelText('Confirm new password')
    expect([fresh.id, again.id]).toEqual(['new-password', 'confirm-password'])
    expect(fresh.getAttribute('autocomplete')).toBe('new-password')
    expect(again.getAttribute('autocomplete')).toBe('new-password')
    expect(again.hasAttribute('aria-invalid')).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect((await screen.findByRole('alert')).textContent).toBe('The passwords differ.')
    expect(fresh.hasAttribute('aria-invalid')).toBe(false)
    expect(again.getAttribute('aria-invalid')).toBe('true')
    expect(again.getAttribute('aria-describedby')).toBe('confirm-password-error')
  })
})
