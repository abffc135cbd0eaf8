import { beforeAll, describe, expect, it } from 'vitest'
import { recipes, slotRecipes } from '@chakra-ui/react/theme'
import { ensureWebBuild, webDistDir } from '../../scripts/web-build.ts'
import { startSet, startPages } from '../../scripts/bench/start-set.ts'
import { chakraThemeConfig } from '../../web/src/theme/chakra-theme.ts'

// What the results page and a profile run when the app starts, read from the browser build
// (issue 36): the code of screens they never show stays out.

type Recipe = { className?: string }
const classNames = (all: Record<string, Recipe>) =>
  Object.values(all)
    .map((recipe) => recipe.className)
    .filter((name): name is string => Boolean(name))
const registered = new Set([
  ...classNames((chakraThemeConfig.theme?.recipes ?? {}) as Record<string, Recipe>),
  ...classNames((chakraThemeConfig.theme?.slotRecipes ?? {}) as Record<string, Recipe>),
])
const all = [...classNames(recipes as Record<string, Recipe>), ...classNames(slotRecipes as Record<string, Recipe>)]
// Chakra's native select recipe is built from the select's (recipes/native-select.js imports it).
const builtOn = new Set(['chakra-select'])
const unused = all.filter((name) => !registered.has(name) && !builtOn.has(name))

beforeAll(() => ensureWebBuild(), 300_000)

/** What of `pattern` the text holds, with some context (a failure then names it, not the whole start set). */
const found = (text: string, pattern: RegExp) => {
  const at = text.search(pattern)
  return at < 0 ? null : text.slice(Math.max(0, at - 80), at + 80)
}

describe.each(Object.entries(startPages))('the %s page starts without', (_page, routes) => {
  const text = () => startSet(webDistDir(), routes).text

  it('supabase-js, which only the sign-in screens use', () => {
    expect(text()).toContain('/api/')
    expect(found(text(), /GoTrueClient|supabase-js-web/)).toBeNull()
  })

  it("the signed-in dashboard's charts (recharts)", () => {
    // A zone helper imported by the profile's route definitions once brought a chunk shared with the
    // dashboard's charts into the start set (+125 KB gzip): the bundler's groups follow who imports what.
    expect(found(text(), /recharts/)).toBeNull()
    // Nor the libraries only recharts uses: its Redux store once came in without recharts' own code.
    expect(found(text(), /RTK_autoBatch|redux-thunk/)).toBeNull()
  })

  it("Stripe's scripts, which only a card step uses (the booking panel's payment, billing)", () => {
    // Merged shared chunks once carried them, with a thread's screens, into every public page's start.
    expect(found(text(), /js\.stripe\.com|loadStripe/)).toBeNull()
  })

  it("the Chakra recipes the app's theme does not register", () => {
    expect(unused.length).toBeGreaterThan(30)
    // A recipe's definition (`className: "chakra-menu"`), quoted as the minifier writes strings; a
    // component's anatomy may name the same part without its recipe.
    const quoted = (name: string) => new RegExp(`className:\\s*["'\`]${name}["'\`]`)
    const found = unused.filter((name) => quoted(name).test(text()))
    expect(found).toEqual([])
    // The registered ones are there: the check reads the recipes' class names as built.
    expect(text()).toMatch(quoted('chakra-button'))
  })
})
