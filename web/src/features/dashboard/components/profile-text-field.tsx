import { Input, type InputProps } from '@chakra-ui/react'
import { FormField } from '@/components/ui/form-field'
import { profileControlId } from '../hooks/use-profile-form'
import type { ProfileTextField as TextFieldName } from '../profile-form'
import type { ProfileFormBinding } from './profile-form-binding'

type ProfileTextFieldProps = {
  form: ProfileFormBinding
  field: TextFieldName
  label: string
  required?: boolean
  helperText?: string
} & Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'min' | 'step'>

/** One text input of the profile form, with its label and message. */
export function ProfileTextField({ form, field, label, required, helperText, ...input }: ProfileTextFieldProps) {
  return (
    <FormField
      id={profileControlId(field)}
      label={label}
      required={required}
      error={form.errors[field]}
      helperText={helperText}
    >
      <Input name={field} value={form.values[field]} onChange={(e) => form.set(field, e.target.value)} {...input} />
    </FormField>
  )
}
