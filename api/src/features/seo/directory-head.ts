import { stateName, usStates } from '@marketplace/domain/catalogue/states.ts'
import type { Sql } from '../../db/client.ts'
import { asAnon } from '../../db/roles.ts'
import { renderHeadTags, SITE } from './html.ts'
import { breadcrumbList, itemList } from './json-ld.ts'
import type { PageHead } from './page-head.ts'
import { listCities, listCityStylists } from './seo.sql.ts'
import { cityPath, profilePath, statePath } from './urls.ts'

const CITY_LIST_LIMIT = 100

/** The directory's three levels: states, cities of a state, stylists of a city. */
export async function statesHead(sql: Sql, origin: string): Promise<PageHead> {
  const cities = await asAnon(sql, (tx) => listCities(tx))
  const states = new Map<string, number>()
  for (const c of cities) states.set(c.state, (states.get(c.state) ?? 0) + c.count)
  const sorted = [...states].sort(([a], [b]) => stateName(a).localeCompare(stateName(b), 'en'))
  const total = sorted.reduce((n, [, count]) => n + count, 0)
  const head = renderHeadTags({
    title: `Hair Stylist Directory: Browse Stylists by State | ${SITE}`,
    description: `Browse ${total} hair stylists in ${sorted.length} states. Pick a state, then a city, to compare services, prices, portfolios and reviews.`,
    canonical: origin + '/stylist-directory',
    noindex: sorted.length === 0,
    jsonLd: [
      breadcrumbList(origin, [['Stylist Directory', '/stylist-directory']]),
      itemList(
        origin,
        sorted.map(([state, count]) => [`${stateName(state)} (${count})`, statePath(state)]),
      ),
    ],
  })
  return { status: 200, head }
}

export async function citiesHead(sql: Sql, state: string, origin: string): Promise<PageHead> {
  const cities = (await asAnon(sql, (tx) => listCities(tx))).filter((c) => c.state === state)
  const total = cities.reduce((n, c) => n + c.count, 0)
  const name = stateName(state)
  const head = renderHeadTags({
    title: `Hair Stylists in ${name} | ${SITE}`,
    description: `Find ${total} hair stylist${total === 1 ? '' : 's'} in ${cities.length} ${cities.length === 1 ? 'city' : 'cities'} across ${name}. Compare services, prices, portfolios and reviews.`,
    canonical: origin + statePath(state),
    noindex: cities.length === 0,
    jsonLd: [
      breadcrumbList(origin, [
        ['Stylist Directory', '/stylist-directory'],
        [name, statePath(state)],
      ]),
      itemList(
        origin,
        cities.map((c) => [`${c.city} (${c.count})`, cityPath(state, c.city)]),
      ),
    ],
  })
  return { status: cities.length === 0 && !usStates[state] ? 404 : 200, head }
}

export async function cityHead(sql: Sql, state: string, city: string, origin: string): Promise<PageHead> {
  const stylists = await asAnon(sql, (tx) => listCityStylists(tx, state, city, CITY_LIST_LIMIT))
  const shown = stylists[0]?.city ?? city
  const place = `${shown}, ${state}`
  const head = renderHeadTags({
    title: `Hair Stylists in ${place} | ${SITE}`,
    description:
      stylists.length > 0
        ? `${stylists.length}${stylists.length === CITY_LIST_LIMIT ? '+' : ''} hair stylist${stylists.length === 1 ? '' : 's'} in ${place}: compare services, prices, portfolios and client reviews on ${SITE}.`
        : `No hair stylists are listed in ${place} yet. Search other areas on ${SITE}.`,
    canonical: origin + cityPath(state, shown),
    noindex: stylists.length === 0,
    jsonLd: [
      breadcrumbList(origin, [
        ['Stylist Directory', '/stylist-directory'],
        [stateName(state), statePath(state)],
        [shown, cityPath(state, shown)],
      ]),
      itemList(
        origin,
        stylists.map((s) => [s.stylist_name, profilePath(s)]),
      ),
    ],
  })
  return { status: stylists.length === 0 && !usStates[state] ? 404 : 200, head }
}
