import { Field, Grid, Input, NativeSelect, Stack, Switch, Textarea } from '@chakra-ui/react'
import { FormField } from '@/components/ui/form-field'
import { couponTypeOptions, valueLabel, type CouponType } from '../coupon-form'
import type { CouponForm } from '../hooks/use-coupon-form'

type CouponFieldsProps = { form: CouponForm; editing: boolean }

/** The inputs of the create and edit dialogs (spec sections 4 and 5). */
export function CouponFields({ form, editing }: CouponFieldsProps) {
  const { values, errors, set } = form
  const free = values.type === 'free'
  return (
    <Stack gap="4">
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <FormField
          label="Code"
          required={!editing}
          error={errors.code}
          helperText={editing ? 'A code cannot change once created.' : 'Letters, digits, - or _; stored in capitals.'}
        >
          <Input
            name="code"
            value={values.code}
            onChange={(e) => set('code', e.target.value)}
            readOnly={editing}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            fontFamily="mono"
            maxLength={32}
            bg={editing ? 'bg.muted' : undefined}
          />
        </FormField>
        <FormField label="Name" required error={errors.name}>
          <Input
            name="name"
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
            maxLength={120}
            autoComplete="off"
          />
        </FormField>
      </Grid>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <FormField label="Type" error={errors.type}>
          <NativeSelect.Root>
            <NativeSelect.Field
              name="type"
              value={values.type}
              onChange={(e) => set('type', e.target.value as CouponType)}
            >
              {couponTypeOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label={valueLabel(values.type)}
          error={errors.value}
          helperText={
            free
              ? 'A free code gives months instead.'
              : values.type === 'fixed'
                ? '1250 is $12.50 off.'
                : 'From 1 to 100.'
          }
        >
          <Input
            name="value"
            type="number"
            inputMode="numeric"
            step={1}
            min={values.type === 'percentage' ? 1 : 0}
            max={values.type === 'percentage' ? 100 : undefined}
            value={free ? '' : values.value}
            onChange={(e) => set('value', e.target.value)}
            disabled={free}
          />
        </FormField>
      </Grid>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        {free && (
          <FormField label="Free months" error={errors.durationMonths} helperText="At least 1.">
            <Input
              name="durationMonths"
              type="number"
              inputMode="numeric"
              step={1}
              min={1}
              value={values.durationMonths}
              onChange={(e) => set('durationMonths', e.target.value)}
            />
          </FormField>
        )}
        <FormField label="Max uses" error={errors.maxUses} helperText="Leave empty for unlimited.">
          <Input
            name="maxUses"
            type="number"
            inputMode="numeric"
            step={1}
            min={1}
            value={values.maxUses}
            onChange={(e) => set('maxUses', e.target.value)}
          />
        </FormField>
      </Grid>
      <FormField label="Description" error={errors.description}>
        <Textarea
          name="description"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          rows={2}
          maxLength={1000}
          autoresize
        />
      </FormField>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="4">
        <FormField label="Valid from" required error={errors.validFrom}>
          <Input
            name="validFrom"
            type="datetime-local"
            value={values.validFrom}
            onChange={(e) => set('validFrom', e.target.value)}
          />
        </FormField>
        <FormField label="Valid until" required error={errors.validUntil}>
          <Input
            name="validUntil"
            type="datetime-local"
            value={values.validUntil}
            onChange={(e) => set('validUntil', e.target.value)}
          />
        </FormField>
      </Grid>
      <Field.Root invalid={Boolean(errors.isActive)}>
        <Switch.Root colorPalette="green" checked={values.isActive} onCheckedChange={(e) => set('isActive', e.checked)}>
          <Switch.HiddenInput name="isActive" role="switch" />
          <Switch.Control />
          <Switch.Label>Active</Switch.Label>
        </Switch.Root>
        <Field.HelperText>Only active codes can be redeemed.</Field.HelperText>
      </Field.Root>
    </Stack>
  )
}
