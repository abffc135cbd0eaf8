import { Accordion, Button, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { productBrands } from '@marketplace/domain/catalogue/brands.ts'
import { DEFAULT_DISTANCE_MILES } from '@marketplace/domain/contract/search-options.ts'
import { activeFilterSections } from '../utils/active-filters'
import { genderOptions, ratingOptions } from '../utils/filter-options'
import type { ResultsSearch } from '../utils/search-params'
import { CheckOption } from './check-option'
import { ChoiceGroup } from './choice-group'
import { DistanceSlider } from './distance-slider'
import { PriceRangeFilter } from './price-range-filter'
import { ServicesPicker } from './services-picker'
import { SpecialtyFilter } from './specialty-filter'

interface FilterSidebarProps {
  search: ResultsSearch
  /** A changed filter; the page goes back to 1 (spec section 4). */
  onChange: (patch: Partial<ResultsSearch>) => void
  onResetAll: () => void
}

export function FilterSidebar({ search, onChange, onResetAll }: FilterSidebarProps) {
  const brands = search.productBrands ?? []
  return (
    <Stack gap="3" as="aside" aria-label="Filters">
      <Accordion.Root multiple lazyMount defaultValue={activeFilterSections(search)} variant="plain" size="sm">
        <Section value="price" title="Price range">
          <PriceRangeFilter
            value={search.priceRange ?? []}
            onChange={(priceRange) => onChange({ priceRange: priceRange.length ? priceRange : undefined })}
          />
        </Section>
        <Section value="rating" title="Rating">
          <ChoiceGroup
            label="Minimum rating"
            value={String(search.rating ?? 0)}
            options={ratingOptions}
            onChange={(v) => onChange({ rating: Number(v) > 0 ? Number(v) : undefined })}
          />
        </Section>
        <Section value="specialty" title="Specialty">
          <SpecialtyFilter
            value={search.specialty}
            onChange={(specialty) => onChange({ specialty: specialty as ResultsSearch['specialty'] })}
          />
        </Section>
        <Section value="services" title="Services">
          <ServicesPicker
            label="Services offered"
            value={search.services ?? []}
            onChange={(services) => onChange({ services: services.length ? services : undefined })}
          />
        </Section>
        <Section value="distance" title="Distance">
          <DistanceSlider
            value={search.distance ?? DEFAULT_DISTANCE_MILES}
            onChange={(distance) => onChange({ distance })}
          />
        </Section>
        <Section value="gender" title="Gender">
          <ChoiceGroup
            label="Stylist gender"
            value={search.gender ?? 'any'}
            options={genderOptions}
            onChange={(v) => onChange({ gender: v === 'any' ? undefined : (v as ResultsSearch['gender']) })}
          />
        </Section>
        <Section value="availability" title="Availability">
          <Stack gap="2">
            <CheckOption
              label="Available today"
              checked={Boolean(search.availableToday)}
              onChange={(c) => onChange({ availableToday: c || undefined })}
            />
            <CheckOption
              label="Home visits"
              checked={Boolean(search.homeVisits)}
              onChange={(c) => onChange({ homeVisits: c || undefined })}
            />
          </Stack>
        </Section>
        <Section value="brands" title="Product brands">
          <Stack gap="2" role="group" aria-label="Product brands">
            {productBrands.map((b) => (
              <CheckOption
                key={b.code}
                label={b.name}
                checked={brands.includes(b.code)}
                onChange={(c) => {
                  const next = productBrands
                    .map((x) => x.code)
                    .filter((code) => (code === b.code ? c : brands.includes(code)))
                  onChange({ productBrands: next.length ? next : undefined })
                }}
              />
            ))}
          </Stack>
        </Section>
      </Accordion.Root>
      <Button variant="outline" colorPalette="brand" size="sm" onClick={onResetAll}>
        Reset All Filters
      </Button>
    </Stack>
  )
}

function Section({ value, title, children }: { value: string; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value} borderBottomWidth="1px" borderColor="border">
      <Accordion.ItemTrigger py="3" cursor="pointer">
        <Text flex="1" fontWeight="semibold" fontSize="sm">
          {title}
        </Text>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody pb="4">{children}</Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  )
}
