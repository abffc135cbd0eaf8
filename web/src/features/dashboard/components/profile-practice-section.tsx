import { Checkbox, Fieldset, SimpleGrid, Switch, Text } from '@chakra-ui/react'
import { productBrands } from '@marketplace/domain/catalogue/brands.ts'
import { FormSection } from './form-section'
import type { ProfileFormBinding } from './profile-form-binding'
import { WorkingHoursFields } from './working-hours-fields'

/** Home visits, the product brands used, and the weekly working hours (all filters in search). */
export function ProfilePracticeSection({ form }: { form: ProfileFormBinding }) {
  const { values, errors, set } = form
  const toggleBrand = (code: string, checked: boolean) =>
    set('productBrands', checked ? [...values.productBrands, code] : values.productBrands.filter((b) => b !== code))

  return (
    <FormSection
      id="profile-practice-heading"
      title="How you work"
      description="Clients can filter search results by each of these."
    >
      <Switch.Root
        name="homeVisits"
        colorPalette="brand"
        checked={values.homeVisits}
        onCheckedChange={(e) => set('homeVisits', e.checked)}
        alignItems="start"
      >
        <Switch.HiddenInput />
        <Switch.Control mt="0.5" />
        <Switch.Label fontWeight="normal">
          <Text as="span" fontWeight="medium" display="block">
            I offer home visits
          </Text>
          <Text as="span" color="fg.muted" fontSize="sm">
            You travel to clients.
          </Text>
        </Switch.Label>
      </Switch.Root>

      <Fieldset.Root invalid={Boolean(errors.productBrands)}>
        <Fieldset.Legend fontWeight="medium" color="fg">
          Product brands you use
        </Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3" pt="2">
          {productBrands.map((brand) => (
            <Checkbox.Root
              key={brand.code}
              colorPalette="brand"
              value={brand.code}
              checked={values.productBrands.includes(brand.code)}
              onCheckedChange={(e) => toggleBrand(brand.code, e.checked === true)}
            >
              <Checkbox.HiddenInput name="productBrands" />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{brand.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
        {errors.productBrands && <Fieldset.ErrorText>{errors.productBrands}</Fieldset.ErrorText>}
      </Fieldset.Root>

      <WorkingHoursFields form={form} />
    </FormSection>
  )
}
