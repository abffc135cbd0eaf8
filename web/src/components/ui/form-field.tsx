import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'

type FormFieldProps = {
  label: string
  /** The control's id, when the form needs to find it (to focus the first field with a message). */
  id?: string
  /** The first problem with the value, shown under the control and announced with it. */
  error?: string
  helperText?: string
  required?: boolean
  children: ReactNode
}

/**
 * Label, control and error text wired together: the control gets aria-invalid and
 * aria-errormessage pointing at the error, and the error is an alert so it is read out as it appears.
 */
export function FormField({ label, id, error, helperText, required, children }: FormFieldProps) {
  return (
    <Field.Root id={id} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText role="alert">{error}</Field.ErrorText>
    </Field.Root>
  )
}
