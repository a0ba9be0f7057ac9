import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * What a field of a react-hook-form form needs when it shows its own message: the input's
 * registration and that message (read through `formState`, so the form re-renders with it).
 */
export function registerField<T extends FieldValues, C, R>(
  form: UseFormReturn<T, C, R>,
  name: FieldPath<T>,
) {
  return { ...form.register(name), error: form.getFieldState(name, form.formState).error?.message }
}
