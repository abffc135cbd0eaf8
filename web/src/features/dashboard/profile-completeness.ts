import type { DashboardProfile } from '@marketplace/domain/contract/dashboard.ts'
import { profileControlId } from './hooks/use-profile-form'

/** Where a missing part is filled in: a field of the Profile tab (by element id) or another tab. */
export type CompletenessTarget =
  { tab: 'profile'; elementId: string } | { tab: 'services' | 'portfolio' | 'specialties' }

export type CompletenessItem = { key: string; label: string; done: boolean; target: CompletenessTarget }

type Profile = Pick<
  DashboardProfile,
  | 'profileImageUrl'
  | 'licenseNumber'
  | 'workingHours'
  | 'website'
  | 'instagram'
  | 'facebook'
  | 'services'
  | 'portfolioItems'
  | 'specialties'
>

/**
 * What a complete profile has beyond the required fields: what clients look for (a photo, work,
 * prices, hours, a way to see more) and what the ranking counts (ADR 006: photo, portfolio,
 * verification, which needs a license number). Each missing part says how to fix it.
 */
export function profileCompleteness(profile: Profile) {
  const items: CompletenessItem[] = [
    {
      key: 'photo',
      label: 'Add a profile photo',
      done: Boolean(profile.profileImageUrl),
      target: { tab: 'profile', elementId: 'profile-photo-heading' },
    },
    {
      key: 'license',
      label: 'Add your license number',
      done: Boolean(profile.licenseNumber),
      target: { tab: 'profile', elementId: profileControlId('licenseNumber') },
    },
    {
      key: 'hours',
      label: 'Add your working hours',
      done: profile.workingHours.length > 0,
      target: { tab: 'profile', elementId: 'working-hours-heading' },
    },
    {
      key: 'links',
      label: 'Add a website, Instagram or Facebook',
      done: Boolean(profile.website || profile.instagram || profile.facebook),
      target: { tab: 'profile', elementId: profileControlId('website') },
    },
    {
      key: 'services',
      label: 'List your services and prices',
      done: profile.services.length > 0,
      target: { tab: 'services' },
    },
    {
      key: 'portfolio',
      label: 'Add photos of your work',
      done: profile.portfolioItems.length > 0,
      target: { tab: 'portfolio' },
    },
    {
      key: 'specialties',
      label: 'Choose your specialties',
      done: profile.specialties.length > 0,
      target: { tab: 'specialties' },
    },
  ]
  const done = items.filter((i) => i.done).length
  return {
    items,
    missing: items.filter((i) => !i.done),
    done,
    total: items.length,
    percent: Math.round((done / items.length) * 100),
  }
}
