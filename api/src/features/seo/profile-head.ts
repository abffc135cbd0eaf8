import { stateName } from '@marketplace/domain/catalogue/states.ts'
import { formatCents } from '@marketplace/domain/money.ts'
import type { Sql } from '../../db/client.ts'
import { asAnon } from '../../db/roles.ts'
import { renderHeadTags, SITE, truncate } from './html.ts'
import { breadcrumbList } from './json-ld.ts'
import type { PageHead } from './page-head.ts'
import { findProfileHead, type ProfileHeadRow } from './seo.sql.ts'
import { cityPath, profilePath, statePath } from './urls.ts'

/** A profile page: HairSalon JSON-LD (aggregateRating with reviews); 404 when unknown or unlisted. */
export async function profileHead(sql: Sql, idText: string, origin: string): Promise<PageHead> {
  if (!/^[1-9][0-9]{0,14}$/.test(idText)) return { status: 404, head: null }
  const row = await asAnon(sql, (tx) => findProfileHead(tx, Number(idText)))
  if (!row) return { status: 404, head: null }
  return { status: 200, head: renderHeadTags(profileTags(row, origin)) }
}

function profileTags(row: ProfileHeadRow, origin: string) {
  const url = origin + profilePath(row)
  const place = `${row.city}, ${row.state}`
  const title = [row.stylist_name, row.salon_name, place].filter(Boolean).join(' · ') + ` | ${SITE}`
  const rating =
    row.review_count > 0 && row.rating !== null
      ? ` Rated ${row.rating.toFixed(1)}/5 by ${row.review_count} client${row.review_count === 1 ? '' : 's'}.`
      : ''
  const description = truncate(
    `${row.stylist_name}, hair stylist${row.salon_name ? ` at ${row.salon_name}` : ''} in ${place}. Services from ${formatCents(row.starting_price_cents)}.${rating} ${row.bio}`,
    160,
  )
  const image = row.image_url ? absolute(row.image_url, origin) : null
  const salon = {
    '@context': 'https://schema.org',
    '@type': 'HairSalon',
    '@id': url,
    name: row.salon_name ? `${row.stylist_name} · ${row.salon_name}` : row.stylist_name,
    description: truncate(row.bio, 300),
    url,
    ...(image ? { image } : {}),
    telephone: formatTelephone(row.phone),
    priceRange: row.price_range,
    address: {
      '@type': 'PostalAddress',
      streetAddress: row.address,
      addressLocality: row.city,
      addressRegion: row.state,
      postalCode: row.zip_code,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: row.latitude, longitude: row.longitude },
    ...(row.review_count > 0 && row.rating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: row.rating,
            reviewCount: row.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  }
  const breadcrumbs = breadcrumbList(origin, [
    ['Stylist Directory', '/stylist-directory'],
    [stateName(row.state), statePath(row.state)],
    [row.city, cityPath(row.state, row.city)],
    [row.stylist_name, profilePath(row)],
  ])
  return { title, description, canonical: url, image, ogType: 'profile', jsonLd: [salon, breadcrumbs] }
}

/** E.164-style for US numbers (+1-512-555-0100); other lengths as stored. */
function formatTelephone(digits: string): string {
  const d = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return d.length === 10 ? `+1-${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : digits
}

function absolute(url: string, origin: string): string {
  return /^https?:\/\//i.test(url) ? url : origin + (url.startsWith('/') ? url : `/${url}`)
}
