// Part of the tiny browser entry (main.tsx): keep it free of imports.
//
// The booking preview's days and times, before the app runs (issue 36). A Book tapped on a
// profile opens the preview from the page's HTML (features/booking/components/booking-preview.tsx);
// this fills it with the chosen service's next two weeks as the booking panel shows them (a strip of
// days, the day's times under Morning, Afternoon and Evening, on the stylist's clock) from the same
// request the panel makes, so the visitor can choose a day and a time while the app starts. The
// choice is kept on the dialog (data-service-id, data-date, data-slot); the app opens its booking
// panel on it and closes the preview (routes/stylist/-profile-route.tsx). What is drawn here repeats
// the panel's own rules on purpose (features/booking: panel-state.ts, slot-times.ts, date-strip.tsx,
// slot-picker.tsx): the entry cannot import the app's modules without loading them.

type Slot = { startsAt: string }
type SlotsAnswer = { timeZone: string; days: { date: string; slots: Slot[] }[] }

/** The parts of the preview this fills (booking-preview.tsx renders them). */
export const PREVIEW_PARTS = {
  service: 'select[name="service"]',
  slots: '[data-preview-slots]',
  status: '[data-preview-status]',
  statusText: '[data-preview-status-text]',
} as const

const answers = new Map<string, Promise<SlotsAnswer>>()

/** The panel's first request, as the app builds it (features/booking/api/get-booking-slots.ts). */
function slotsUrl(dialog: HTMLElement, serviceId: string): string | null {
  const { slots, slotsFrom, slotsTo } = dialog.dataset
  if (!slots || !slotsFrom || !slotsTo || !/^\d+$/.test(serviceId)) return null
  return `${slots}?${new URLSearchParams({ serviceId, from: slotsFrom, to: slotsTo })}`
}

/**
 * Asks the slots of a service once (the answer also lands in the browser's HTTP cache, which the
 * server lets keep it 30 s: the app, starting, asks the same address and gets it from there).
 */
function askSlots(url: string): Promise<SlotsAnswer> {
  let answer = answers.get(url)
  if (!answer) {
    answer = fetch(url, { headers: { accept: 'application/json' } }).then((response) => {
      if (!response.ok) throw new Error(`slots: ${response.status}`)
      return response.json() as Promise<SlotsAnswer>
    })
    answer.catch(() => answers.delete(url))
    answers.set(url, answer)
  }
  return answer
}

// Recent ICU puts narrow no-break and thin spaces in dates and times; the panel shows plain ones.
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ')
const formatters = new Map<string, Intl.DateTimeFormat>()
function format(zone: string, options: Intl.DateTimeFormatOptions, date: Date): Intl.DateTimeFormatPart[] {
  const key = zone + JSON.stringify(options)
  let f = formatters.get(key)
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat('en-US', { timeZone: zone, ...options })))
  return f.formatToParts(date)
}
const text = (parts: Intl.DateTimeFormatPart[]) => plain(parts.map((p) => p.value).join(''))
const part = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((p) => p.type === type)?.value ?? ''

/** A calendar date's names, as slot-times.ts's dateLabels. */
export function dateLabels(date: string) {
  const noon = new Date(`${date}T12:00:00Z`)
  const short = format('UTC', { weekday: 'short', month: 'short', day: 'numeric' }, noon)
  return {
    weekday: part(short, 'weekday'),
    day: part(short, 'day'),
    month: part(short, 'month'),
    long: text(format('UTC', { weekday: 'long', month: 'long', day: 'numeric' }, noon)),
  }
}

/** '2:30 PM' on the stylist's clock (domain's formatSlotLabel). */
export const timeLabel = (instant: string, zone: string) =>
  text(format(zone, { hour: 'numeric', minute: '2-digit' }, new Date(instant)))

/** 'Central Time (CST)' (slot-times.ts's zoneName). */
export function zoneName(zone: string, at: Date): string {
  const generic = part(format(zone, { timeZoneName: 'longGeneric' }, at), 'timeZoneName')
  const short = part(format(zone, { timeZoneName: 'short' }, at), 'timeZoneName') || zone
  return generic && generic !== short ? `${generic} (${short})` : short
}

/** Morning before 12:00, afternoon to before 17:00, evening after (slot-times.ts's partOfDay). */
export function partOfDay(instant: string, zone: string): 'Morning' | 'Afternoon' | 'Evening' {
  const hour = Number(part(format(zone, { hour: '2-digit', hourCycle: 'h23' }, new Date(instant)), 'hour'))
  return hour < 12 ? 'Morning' : hour < 17 ? 'Afternoon' : 'Evening'
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value)
  node.append(...children)
  return node
}

function setStatus(dialog: HTMLElement, words: string | null): void {
  const status = dialog.querySelector<HTMLElement>(PREVIEW_PARTS.status)
  const line = dialog.querySelector<HTMLElement>(PREVIEW_PARTS.statusText)
  if (!status || !line) return
  status.hidden = words === null
  if (words !== null) line.textContent = words
}

/** Draws the strip and the chosen day's times from an answer, on the choice kept on the dialog. */
function draw(dialog: HTMLElement, answer: SlotsAnswer): void {
  const box = dialog.querySelector<HTMLElement>(PREVIEW_PARTS.slots)
  if (!box) return
  const zone = answer.timeZone
  const days = answer.days.map((d) => ({ date: d.date, slots: d.slots }))
  const open = days.filter((d) => d.slots.length > 0)
  // The day the visitor chose, else the first with an open time (kept on the dialog only when
  // chosen: the panel makes the same default).
  const chosen = days.find((d) => d.date === dialog.dataset.date) ?? open[0]
  if (!chosen || chosen.date !== dialog.dataset.date) delete dialog.dataset.date
  box.dataset.shownDate = chosen?.date ?? ''
  const slot = chosen?.slots.some((s) => s.startsAt === dialog.dataset.slot) ? dialog.dataset.slot : undefined
  if (!slot) delete dialog.dataset.slot

  const strip = element(
    'ul',
    { class: 'bp-days' },
    ...days.map((day) => {
      const labels = dateLabels(day.date)
      const isOpen = day.slots.length > 0
      const button = element(
        'button',
        {
          type: 'button',
          class: 'bp-day',
          'data-date': day.date,
          'data-testid': 'booking-day',
          'aria-pressed': String(day === chosen),
          'aria-label': isOpen ? labels.long : `${labels.long}, no open times`,
        },
        element('span', { class: 'bp-weekday' }, labels.weekday),
        element('span', { class: 'bp-date' }, labels.day),
        element('span', { class: 'bp-month' }, labels.month),
      )
      if (!isOpen) button.setAttribute('aria-disabled', 'true')
      return element('li', {}, button)
    }),
  )
  const parts: Node[] = [
    element(
      'div',
      { role: 'group', 'aria-labelledby': 'bp-days-label' },
      element('p', { id: 'bp-days-label', class: 'bp-label' }, 'Day'),
      strip,
    ),
  ]
  const at = new Date(chosen?.slots[0]?.startsAt ?? `${chosen?.date ?? days[0]?.date}T12:00:00Z`)
  parts.push(
    element(
      'div',
      { class: 'bp-times-head' },
      element('p', { class: 'bp-label' }, chosen ? `Times on ${dateLabels(chosen.date).long}` : 'Time'),
      element('p', { class: 'bp-muted', 'data-testid': 'booking-zone' }, `Times in ${zoneName(zone, at)}`),
    ),
  )
  if (!chosen) {
    parts.push(
      element('p', { class: 'bp-muted', 'data-testid': 'booking-no-slots' }, 'No open times in the next two weeks'),
    )
  } else {
    for (const name of ['Morning', 'Afternoon', 'Evening'] as const) {
      const slots = chosen.slots
        .filter((s) => partOfDay(s.startsAt, zone) === name)
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
      if (slots.length === 0) continue
      const id = `bp-${name.toLowerCase()}`
      parts.push(
        element(
          'div',
          { role: 'group', 'aria-labelledby': id },
          element('h3', { id, class: 'bp-part' }, name),
          element(
            'ul',
            { class: 'bp-times' },
            ...slots.map((s) =>
              element(
                'li',
                {},
                element(
                  'button',
                  {
                    type: 'button',
                    class: 'bp-time',
                    'data-slot': s.startsAt,
                    'aria-pressed': String(s.startsAt === slot),
                  },
                  timeLabel(s.startsAt, zone),
                ),
              ),
            ),
          ),
        ),
      )
    }
  }
  // The focused day or time keeps the focus across a redraw.
  const focused = document.activeElement instanceof HTMLElement && box.contains(document.activeElement)
  const focusKey = focused
    ? ((document.activeElement as HTMLElement).dataset.date ?? (document.activeElement as HTMLElement).dataset.slot)
    : undefined
  box.replaceChildren(...parts)
  if (focusKey) box.querySelector<HTMLElement>(`[data-date="${focusKey}"], [data-slot="${focusKey}"]`)?.focus()
  // A time chosen: the rest of the booking (policy, note, sign in or confirm) is the app's panel.
  setStatus(
    dialog,
    slot && chosen ? `${dateLabels(chosen.date).long} at ${timeLabel(slot, zone)}: getting the booking ready…` : null,
  )
}

const running = new WeakSet<HTMLElement>()
let settled: Promise<void> = Promise.resolve()

/**
 * Resolves once the preview opened last shows its times (or could not), at most `limitMs` after
 * it was asked: the entry starts the app after that, so its scripts do not hold the times back.
 */
export function previewSettled(): Promise<void> {
  return settled
}

/** Shows one service's days and times in the preview. */
function show(dialog: HTMLElement, serviceId: string, limitMs: number): void {
  const url = slotsUrl(dialog, serviceId)
  if (!url) return
  dialog.dataset.serviceId = serviceId
  const select = dialog.querySelector<HTMLSelectElement>(PREVIEW_PARTS.service)
  if (select && select.value !== serviceId) select.value = serviceId
  dialog.querySelector<HTMLElement>(PREVIEW_PARTS.slots)?.replaceChildren()
  setStatus(dialog, 'Getting the days and times ready…')
  const drawn = askSlots(url).then(
    (answer) => {
      // A later choice of service replaced this one.
      if (dialog.dataset.serviceId === serviceId) draw(dialog, answer)
    },
    () => {
      if (dialog.dataset.serviceId === serviceId)
        setStatus(dialog, 'Could not load the open times here: the booking panel will try again.')
    },
  )
  settled = Promise.race([drawn, new Promise<void>((resolve) => setTimeout(resolve, limitMs))])
}

/**
 * Fills the preview a Book opened (its `data-service-id` names the service, else the first), and
 * answers its service, day and time choices until the app replaces it.
 */
export function runBookingPreview(dialog: HTMLElement, serviceId: string | undefined, limitMs = 1500): void {
  delete dialog.dataset.date
  delete dialog.dataset.slot
  show(dialog, serviceId ?? dialog.dataset.firstService ?? '', limitMs)
  if (running.has(dialog)) return
  running.add(dialog)
  dialog.addEventListener('change', (event) => {
    if (!(event.target instanceof HTMLSelectElement) || !event.target.matches(PREVIEW_PARTS.service)) return
    delete dialog.dataset.date
    delete dialog.dataset.slot
    show(dialog, event.target.value, limitMs)
  })
  dialog.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element ? event.target.closest<HTMLElement>('[data-date], [data-slot]') : null
    const serviceId = dialog.dataset.serviceId
    if (!button || !serviceId || button.getAttribute('aria-disabled') === 'true') return
    const url = slotsUrl(dialog, serviceId)
    if (!url) return
    if (button.dataset.date) {
      dialog.dataset.date = button.dataset.date
      delete dialog.dataset.slot
    } else if (button.dataset.slot) {
      // A time on the day shown (the first open one, when none was chosen).
      const shown = dialog.querySelector<HTMLElement>(PREVIEW_PARTS.slots)?.dataset.shownDate
      if (shown) dialog.dataset.date = shown
      dialog.dataset.slot = button.dataset.slot
    }
    void askSlots(url).then((answer) => dialog.dataset.serviceId === serviceId && draw(dialog, answer))
  })
}
