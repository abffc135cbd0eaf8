import { planPrice } from './billing.ts'
import { demoAvatarUrls, demoPortfolioImages } from './images.ts'
import { addDays } from './random.ts'
import type { ReviewDraft } from './reviews.ts'
import type { StylistDraft } from './stylists.ts'

// The profile of stylist@example.com: complete, approved, in SoHo, with a paid monthly plan, so a
// visitor signing in sees every part of the dashboard filled in.

export function demoStylistDraft(userId: string, now: Date, reviews: ReviewDraft[]): StylistDraft {
  const joined = addDays(now, -95)
  const periodStart = addDays(now, -10)
  const firstStart = addDays(periodStart, -60)
  const image = (i: number) => demoPortfolioImages[i].url
  return {
    n: 0,
    userId,
    email: 'stylist@example.com',
    first: 'Maya',
    last: 'Brooks',
    profile: {
      stylistName: 'Maya Brooks',
      salonName: 'Brooks & Bloom Hair Studio',
      bio:
        "Hi, I'm Maya! I have been coloring and cutting hair in New York for twelve years. I specialize in " +
        'hand-painted balayage, soft dimensional blondes and curly cuts that work with your natural texture. ' +
        'Every appointment starts with a consultation, and I use bond builders on every color service to keep ' +
        'your hair healthy. New clients are always welcome.',
      address: '148 Mercer St',
      city: 'New York',
      state: 'NY',
      zip: '10012',
      lon: -73.998573,
      lat: 40.725204,
      phone: '2125550148',
      website: 'https://brooks-and-bloom.example.com',
      instagram: 'mayabrooks.hair',
      facebook: null,
      startingPriceCents: 8500,
      gender: 'female',
      licenseNumber: 'C48213075',
      licenseState: 'NY',
      profileImageUrl: demoAvatarUrls[1],
      homeVisits: false,
      productBrands: ['olaplex', 'kerastase', 'davines'],
      timeZone: 'America/New_York',
      verificationStatus: 'approved',
      verificationNotes: null,
      verifiedAt: addDays(joined, 2),
      createdAt: joined,
      updatedAt: addDays(now, -12),
    },
    specialtyIds: [7, 2, 1],
    hours: [
      { day: 2, opens: '10:00', closes: '19:00' },
      { day: 3, opens: '10:00', closes: '19:00' },
      { day: 4, opens: '10:00', closes: '14:00' },
      { day: 4, opens: '15:00', closes: '20:30' },
      { day: 5, opens: '10:00', closes: '19:00' },
      { day: 6, opens: '09:00', closes: '16:00' },
    ],
    services: [
      {
        code: 'balayage-ombre',
        name: 'Balayage / Ombre',
        description: 'Hand-painted, soft grow-out. Toner included.',
        priceCents: 24000,
        durationMinutes: 180,
      },
      {
        code: 'highlights',
        name: 'Highlights',
        description: 'Partial or full foils, toner included.',
        priceCents: 18000,
        durationMinutes: 150,
        // Foils on, 45 minutes to develop (Maya is free for another client), then rinse, tone and style.
        parts: { activeMinutes: 60, processingMinutes: 45, finishingMinutes: 45 },
      },
      { code: 'gloss-toner', name: 'Gloss / Toner', description: null, priceCents: 6500, durationMinutes: 45 },
      {
        code: 'standard-haircut',
        name: 'Standard Haircut',
        description: 'Consultation, wash, cut and style.',
        priceCents: 8500,
        durationMinutes: 60,
      },
      {
        code: 'curly-haircut',
        name: 'Curly Haircut',
        description: 'Dry cut curl by curl, then a wash and styling lesson.',
        priceCents: 11000,
        durationMinutes: 75,
      },
      { code: 'blowout', name: 'Blowout', description: null, priceCents: 6000, durationMinutes: 45 },
      { code: 'bond-builder', name: 'Bond Builder', description: null, priceCents: 4000, durationMinutes: 30 },
      {
        code: 'consultation',
        name: 'Hair Consultation',
        description: 'Plan your next look, no commitment.',
        priceCents: 0,
        durationMinutes: 15,
      },
    ],
    portfolio: [
      { imageUrl: image(3), caption: 'Hand-painted balayage', tags: ['balayage', 'color'], position: 0 },
      { imageUrl: image(7), caption: 'Soft money-piece highlights', tags: ['highlights', 'blonde'], position: 1 },
      { imageUrl: image(1), caption: 'Defined curls after a curly cut', tags: ['curls', 'curly-cut'], position: 2 },
      { imageUrl: image(0), caption: 'Glossy blowout with movement', tags: ['blowout', 'waves'], position: 3 },
      { imageUrl: image(11), caption: 'Rich brunette melt', tags: ['balayage', 'brunette'], position: 4 },
      { imageUrl: image(4), caption: 'Long layers, lots of bounce', tags: ['haircut', 'layers'], position: 5 },
    ],
    reviews,
    billing: {
      kind: 'active',
      plan: 'monthly',
      status: 'active',
      price: planPrice.monthly,
      periodStart,
      periodEnd: addDays(periodStart, 30),
      cancelAtPeriodEnd: false,
      canceledAt: null,
      endedAt: null,
      trialEnd: null,
      coupon: null,
      providerSubscriptionId: 'sub_demo_stylist',
      providerCustomerId: 'cus_demo_stylist',
      createdAt: firstStart,
      updatedAt: periodStart,
      joined,
      invoices: [0, 1, 2].map((i) => ({
        status: 'paid' as const,
        subtotal: planPrice.monthly,
        discount: 0,
        periodStart: addDays(firstStart, 30 * i),
        periodEnd: addDays(firstStart, 30 * (i + 1)),
        paidAt: addDays(firstStart, 30 * i + 0.002),
        providerInvoiceId: `in_demo_stylist_${i + 1}`,
      })),
    },
  }
}
