import { Button, Checkbox, Fieldset, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { MAX_SPECIALTIES } from '@marketplace/domain/catalogue/specialties.ts'
import { dashboardMessages } from '@marketplace/domain/contract/dashboard.ts'
import { useState, type MouseEvent } from 'react'
import { toast } from '@/components/ui/toaster'
import { useOwnProfile } from '../api/get-own-profile'
import { useSpecialtyChoices } from '../api/get-specialties'
import { useSaveSpecialties } from '../api/save-specialties'
import { failureMessage } from '@/lib/api-errors'
import { selectionChanged, toggleSpecialty } from '../specialty-selection'
import { ListLoadError } from './list-load-error'
import { ProfileRequired } from './profile-required'
import { TabHeader } from './tab-header'
import { SpecialtiesSkeleton } from './tab-skeletons'

/** The Specialties tab: a checkbox grid, at most 5, saved together. */
export function SpecialtiesTab({ userId }: { userId: string }) {
  const profile = useOwnProfile(userId)
  if (!profile) return <ProfileRequired />
  return <SpecialtiesPanel stylistId={profile.id} />
}

function SpecialtiesPanel({ stylistId }: { stylistId: number }) {
  const { all, chosen } = useSpecialtyChoices(stylistId)
  return (
    <Stack as="section" aria-labelledby="specialties-tab-heading" gap="5">
      <TabHeader
        id="specialties-tab-heading"
        title="Specialties"
        description={`What you are known for, shown as chips on your profile. Choose up to ${MAX_SPECIALTIES}.`}
      />
      {(all.isError || chosen.isError) && (
        <ListLoadError
          what="specialties"
          onRetry={() => void Promise.all([all.isError && all.refetch(), chosen.isError && chosen.refetch()])}
          retrying={all.isFetching || chosen.isFetching}
        />
      )}
      {all.isPending || chosen.isPending ? (
        <SpecialtiesSkeleton />
      ) : (
        <SpecialtiesForm stylistId={stylistId} specialties={all.data ?? []} saved={chosen.data?.specialtyIds ?? []} />
      )}
    </Stack>
  )
}

type SpecialtiesFormProps = { stylistId: number; specialties: { id: number; name: string }[]; saved: number[] }

function SpecialtiesForm({ stylistId, specialties, saved }: SpecialtiesFormProps) {
  const [selected, setSelected] = useState<number[]>(saved)
  const save = useSaveSpecialties(stylistId)

  const maximumReached = () => toast({ title: 'Maximum reached', description: dashboardMessages.specialtiesMax })

  function toggle(id: number, checked: boolean) {
    const next = toggleSpecialty(selected, id, checked)
    if (next.limitReached) maximumReached()
    setSelected(next.selected)
  }

  // A sixth is refused before the browser ticks the box: a controlled checkbox whose value does not
  // change would otherwise be left ticked in the page, unlike what it shows and what is saved.
  function refuseSixth(event: MouseEvent<HTMLInputElement>, id: number) {
    if (!toggleSpecialty(selected, id, true).limitReached || selected.includes(id)) return
    event.preventDefault()
    maximumReached()
  }

  function handleSave() {
    save.mutate(selected, {
      onSuccess: () => toast({ title: 'Specialties saved', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Error saving specialties',
          description: failureMessage(error, 'Please try again.'),
          variant: 'destructive',
        }),
    })
  }

  return (
    <Stack gap="5">
      <Fieldset.Root>
        <Fieldset.Legend srOnly>Your specialties</Fieldset.Legend>
        <Fieldset.HelperText data-testid="specialties-count" aria-live="polite">
          {selected.length} of {MAX_SPECIALTIES} selected
        </Fieldset.HelperText>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="3" pt="2">
          {specialties.map((s) => {
            const checked = selected.includes(s.id)
            return (
              <Checkbox.Root
                key={s.id}
                colorPalette="brand"
                value={String(s.id)}
                checked={checked}
                onCheckedChange={(e) => toggle(s.id, e.checked === true)}
                borderWidth="1px"
                borderColor={checked ? 'brand.300' : 'border'}
                bg={checked ? 'brand.50' : 'bg'}
                rounded="md"
                px="4"
                py="3"
              >
                <Checkbox.HiddenInput name="specialtyIds" onClick={(e) => refuseSixth(e, s.id)} />
                <Checkbox.Control />
                <Checkbox.Label fontWeight="normal">{s.name}</Checkbox.Label>
              </Checkbox.Root>
            )
          })}
        </SimpleGrid>
      </Fieldset.Root>
      <HStack gap="3" flexWrap="wrap">
        <Button
          colorPalette="brand"
          onClick={handleSave}
          loading={save.isPending}
          loadingText="Saving…"
          w={{ base: 'full', sm: 'auto' }}
        >
          Save Specialties
        </Button>
        {selectionChanged(selected, saved) && (
          <Text fontSize="sm" color="fg.muted">
            You have unsaved changes.
          </Text>
        )}
      </HStack>
    </Stack>
  )
}
