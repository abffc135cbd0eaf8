import { Box, Button, Field, Grid, IconButton, Input, NativeSelect, Stack, Switch, Text } from '@chakra-ui/react'
import { Plus, X } from 'lucide-react'
import { FormField } from '@/components/ui/form-field'
import { profileControlId } from '../hooks/use-profile-form'
import { timeZoneOptions } from '../time-zones'
import {
  MAX_SPANS_PER_DAY,
  nextSpan,
  spanErrorKey,
  weekdayNames,
  type DaySchedule,
  type HoursSpan,
} from '../working-hours'
import type { ProfileFormBinding } from './profile-form-binding'

/** The week, a row per day: open or closed, and its opening times (a second span for a break). */
export function WorkingHoursFields({ form }: { form: ProfileFormBinding }) {
  const { values, errors, set } = form
  const updateDay = (index: number, change: Partial<DaySchedule>) =>
    set(
      'week',
      values.week.map((day, i) => (i === index ? { ...day, ...change } : day)),
    )
  const updateSpan = (dayIndex: number, spanIndex: number, change: Partial<HoursSpan>) =>
    updateDay(dayIndex, {
      spans: values.week[dayIndex].spans.map((s, i) => (i === spanIndex ? { ...s, ...change } : s)),
    })

  return (
    <Stack gap="4">
      <Box>
        <Text as="h4" id="working-hours-heading" fontWeight="medium">
          Working hours
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Clients searching for someone available today see you while you are open.
        </Text>
      </Box>
      <Stack
        as="ul"
        listStyleType="none"
        gap="0"
        borderWidth="1px"
        rounded="md"
        aria-labelledby="working-hours-heading"
      >
        {values.week.map((day, dayIndex) => {
          const dayName = weekdayNames[day.dayOfWeek]
          return (
            // A named group inside the list item: ARIA allows no other role on an <li> in a list.
            <li key={day.dayOfWeek}>
              <Grid
                role="group"
                aria-label={dayName}
                templateColumns={{ base: '1fr auto', md: '8rem 7rem 1fr' }}
                gap={{ base: '2', md: '4' }}
                alignItems="start"
                px={{ base: '3', md: '4' }}
                py="3"
                borderTopWidth={dayIndex === 0 ? '0' : '1px'}
              >
                <Text fontWeight="medium" pt="2">
                  {dayName}
                </Text>
                <Switch.Root
                  size="sm"
                  colorPalette="brand"
                  checked={day.open}
                  onCheckedChange={(e) => updateDay(dayIndex, { open: e.checked })}
                  pt="2"
                  justifySelf={{ base: 'end', md: 'start' }}
                >
                  <Switch.HiddenInput aria-label={`Open on ${dayName}`} />
                  <Switch.Control />
                  <Switch.Label fontWeight="normal" minW="12">
                    {day.open ? 'Open' : 'Closed'}
                  </Switch.Label>
                </Switch.Root>
                <Stack gap="2" gridColumn={{ base: '1 / -1', md: 'auto' }} hidden={!day.open}>
                  {day.spans.map((span, spanIndex) => {
                    const error = errors[spanErrorKey(dayIndex, spanIndex)]
                    const idBase = profileControlId(spanErrorKey(dayIndex, spanIndex))
                    return (
                      <Field.Root key={spanIndex} invalid={Boolean(error)}>
                        <Grid
                          templateColumns={{
                            base: 'minmax(0, 1fr) auto minmax(0, 1fr) 1.5rem',
                            md: '8.5rem auto 8.5rem 2rem',
                          }}
                          gap="2"
                          alignItems="center"
                          w={{ base: 'full', md: 'auto' }}
                        >
                          <Input
                            id={idBase}
                            type="time"
                            size="sm"
                            px="2"
                            css={narrowTimeInput}
                            value={span.opensAt}
                            aria-label={`${dayName} opens at`}
                            aria-invalid={Boolean(error) || undefined}
                            onChange={(e) => updateSpan(dayIndex, spanIndex, { opensAt: e.target.value })}
                          />
                          <Text as="span" color="fg.muted" aria-hidden>
                            to
                          </Text>
                          <Input
                            type="time"
                            size="sm"
                            px="2"
                            css={narrowTimeInput}
                            value={span.closesAt}
                            aria-label={`${dayName} closes at`}
                            aria-invalid={Boolean(error) || undefined}
                            onChange={(e) => updateSpan(dayIndex, spanIndex, { closesAt: e.target.value })}
                          />
                          {spanIndex > 0 && (
                            <IconButton
                              aria-label={`Remove ${dayName} hours ${spanIndex + 1}`}
                              size="xs"
                              variant="ghost"
                              onClick={() =>
                                updateDay(dayIndex, { spans: day.spans.filter((_, i) => i !== spanIndex) })
                              }
                            >
                              <X />
                            </IconButton>
                          )}
                        </Grid>
                        <Field.ErrorText role="alert">{error}</Field.ErrorText>
                      </Field.Root>
                    )
                  })}
                  {day.spans.length < MAX_SPANS_PER_DAY && (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="brand"
                      alignSelf="start"
                      aria-label={`Add hours on ${dayName}`}
                      onClick={() => updateDay(dayIndex, { spans: [...day.spans, nextSpan(day.spans)] })}
                    >
                      <Plus /> Add hours
                    </Button>
                  )}
                </Stack>
              </Grid>
            </li>
          )
        })}
      </Stack>
      <FormField
        id={profileControlId('timeZone')}
        label="Time zone"
        error={errors.timeZone}
        helperText="Your working hours are in this time zone."
      >
        <NativeSelect.Root maxW={{ md: 'sm' }}>
          <NativeSelect.Field name="timeZone" value={values.timeZone} onChange={(e) => set('timeZone', e.target.value)}>
            {timeZoneOptions(values.timeZone).map((zone) => (
              <option key={zone.value} value={zone.value}>
                {zone.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </Stack>
  )
}

// On a phone the time fits only without the picker icon; tapping the field opens the picker anyway.
const narrowTimeInput = { '&::-webkit-calendar-picker-indicator': { display: { base: 'none', md: 'block' } } }
