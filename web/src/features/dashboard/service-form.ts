import {
  DEFAULT_SERVICE_MINUTES,
  dashboardMessages,
  serviceUpdateSchema,
  type DashboardService,
} from '@marketplace/domain/contract/dashboard.ts'
import { findCatalogueServiceByName, serviceCatalogue } from '@marketplace/domain/catalogue/services.ts'
import { dollarsToCents, formatCents } from '@marketplace/domain/money.ts'
import { issueFieldErrors } from '@/lib/api-errors'
import type { ServiceValues } from './api/save-service'

/** The service picker's "a name of my own" choice. */
export const OWN_SERVICE = '__own__'

/** The Add/Edit dialog as edited: a catalogue label (or OWN_SERVICE and a typed name), and text. */
export interface ServiceDraft {
  category: string
  choice: string
  ownName: string
  description: string
  price: string
  duration: string
  /** Processing time (issue 39): the three parts, all filled or all empty. */
  activeMinutes: string
  processingMinutes: string
  finishingMinutes: string
}

const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? []
const stem = (word: string) => word.replace(/(ing|s)$/, '')

/**
 * The category a service name belongs to (spec section 4, "Service dialog": edit guesses it).
 * A catalogue label gives its own; another name the category sharing most words with it
 * ('Kids cut & style' -> Haircuts); with nothing in common, the first category.
 */
export function guessCategory(name: string): string {
  const exact = findCatalogueServiceByName(name)
  if (exact) return exact.category
  const mine = new Set(
    words(name)
      .map(stem)
      .filter((w) => w.length > 2),
  )
  let best = { name: serviceCatalogue[0].name, score: 0 }
  for (const category of serviceCatalogue) {
    const theirs = [category.name, ...category.services.map((s) => s.label)].flatMap(words).map(stem)
    const score = new Set(theirs.filter((w) => mine.has(w))).size
    if (score > best.score) best = { name: category.name, score }
  }
  return best.name
}

/** A blank dialog (Add): the first category's first service, 30 minutes. */
export function newServiceDraft(): ServiceDraft {
  const first = serviceCatalogue[0]
  return {
    category: first.name,
    choice: first.services[0].label,
    ownName: '',
    description: '',
    price: '',
    duration: String(DEFAULT_SERVICE_MINUTES),
    activeMinutes: '',
    processingMinutes: '',
    finishingMinutes: '',
  }
}

/** The dialog pre-filled from a saved service (Edit). */
export function serviceToDraft(service: DashboardService): ServiceDraft {
  const known = findCatalogueServiceByName(service.name)
  return {
    category: guessCategory(service.name),
    choice: known ? known.label : OWN_SERVICE,
    ownName: known ? '' : service.name,
    description: service.description ?? '',
    price: String(service.price),
    duration: String(service.duration),
    activeMinutes: service.activeMinutes === null ? '' : String(service.activeMinutes),
    processingMinutes: service.processingMinutes === null ? '' : String(service.processingMinutes),
    finishingMinutes: service.finishingMinutes === null ? '' : String(service.finishingMinutes),
  }
}

/** Another category picked: its first service, unless the stylist is naming their own. */
export function changeCategory(draft: ServiceDraft, category: string): ServiceDraft {
  const found = serviceCatalogue.find((c) => c.name === category)
  if (!found) return draft
  return { ...draft, category, choice: draft.choice === OWN_SERVICE ? OWN_SERVICE : found.services[0].label }
}

export type ServiceCheck =
  { ok: true; values: ServiceValues } | { ok: false; errors: Record<string, string>; invalidService: boolean }

/**
 * The dialog's check with the API's schema. A missing name or a bad price is the spec's
 * 'Invalid service' toast; a bad duration is shown on its field.
 */
export function checkServiceDraft(draft: ServiceDraft): ServiceCheck {
  const name = draft.choice === OWN_SERVICE ? draft.ownName : draft.choice
  const parsed = serviceUpdateSchema.safeParse({
    name,
    description: draft.description,
    price: draft.price,
    duration: draft.duration,
    activeMinutes: minutesOf(draft.activeMinutes),
    processingMinutes: minutesOf(draft.processingMinutes),
    finishingMinutes: minutesOf(draft.finishingMinutes),
  })
  if (parsed.success) {
    const { name: n, description, price, duration, activeMinutes, processingMinutes, finishingMinutes } = parsed.data
    return {
      ok: true,
      values: { name: n, description, price, duration, activeMinutes, processingMinutes, finishingMinutes },
    }
  }
  const errors = issueFieldErrors(parsed.error.issues)
  if (errors.name && draft.choice === OWN_SERVICE) errors.ownName = errors.name
  return { ok: false, errors, invalidService: Boolean(errors.name || errors.price) }
}

/** A typed number of minutes as the API's schema reads it: empty is none, anything else its number (or the text, refused). */
const minutesOf = (text: string): number | string | null =>
  text.trim() === '' ? null : Number.isNaN(Number(text)) ? text : Number(text)

export const invalidServiceToast = { title: 'Invalid service', description: dashboardMessages.service }

/** '$45+', '$12.50+' above 0; nothing for a free or unpriced service (spec section 5). */
export function servicePriceText(price: number): string | null {
  return price > 0 ? `${formatCents(dollarsToCents(price))}+` : null
}

export { serviceLengthText } from '@marketplace/domain/catalogue/service-length.ts'
