import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { recipes as allRecipes, slotRecipes as allSlotRecipes } from '@chakra-ui/react/theme'
import { describe, expect, it } from 'vitest'
import { chakraThemeConfig, lightOnly } from './chakra-theme'

const webSrc = new URL('..', import.meta.url).pathname

// Components styled through another component's recipe, and what they need.
const sharedRecipes: Record<string, string[]> = {
  IconButton: ['button'],
  CloseButton: ['button'],
  InputGroup: ['inputAddon', 'input'],
  SkeletonCircle: ['skeleton'],
  SkeletonText: ['skeleton'],
  Toaster: ['toast'],
  createToaster: ['toast'],
  Checkbox: ['checkmark'],
  RadioGroup: ['radiomark'],
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : []
  })
}

function importedChakraNames(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(webSrc)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .split(/\s+as\s+/)[0]!
          .trim()
        if (name && !name.startsWith('type ')) names.add(name)
      }
    }
  }
  return names
}

/** The recipe keys a component name needs: its own (Chakra names them after it) plus shared ones. */
function neededRecipes(name: string): string[] {
  const own = name.charAt(0).toLowerCase() + name.slice(1)
  const ownKey = own in allRecipes || own in allSlotRecipes ? [own] : []
  return [...ownKey, ...(sharedRecipes[name] ?? [])]
}

describe('chakraThemeConfig', () => {
  const theme = chakraThemeConfig.theme ?? {}
  const present = new Set([...Object.keys(theme.recipes ?? {}), ...Object.keys(theme.slotRecipes ?? {})])

  it('has the recipe of every Chakra component the app imports', () => {
    const names = importedChakraNames()
    // The scan itself works: these are imported on the home page.
    expect(names).toContain('Button')
    expect(names).toContain('Heading')
    const missing = [...names].flatMap((name) =>
      neededRecipes(name)
        .filter((key) => !present.has(key))
        .map((key) => `${name} → ${key}`),
    )
    expect(missing).toEqual([])
  })

  it('leaves out the recipes of components the app does not use', () => {
    expect(present.has('datePicker')).toBe(false)
    expect(present.has('colorPicker')).toBe(false)
    expect(present.size).toBeLessThan(Object.keys(allRecipes).length + Object.keys(allSlotRecipes).length)
  })

  it('keeps the default tokens the recipes refer to', () => {
    expect(Object.keys(theme.tokens?.colors ?? {})).toContain('gray')
    expect(Object.keys(theme.semanticTokens?.colors ?? {})).toContain('fg')
  })
})

describe('lightOnly', () => {
  it('keeps the light value of a light/dark pair and leaves plain values alone', () => {
    const tokens = {
      fg: { DEFAULT: { value: { _light: '{colors.black}', _dark: '{colors.white}' } }, muted: { value: '#555' } },
    }
    expect(lightOnly(tokens)).toEqual({ fg: { DEFAULT: { value: '{colors.black}' }, muted: { value: '#555' } } })
  })

  it('leaves no dark value in the theme', () => {
    expect(JSON.stringify(chakraThemeConfig.theme?.semanticTokens)).not.toContain('_dark')
    expect(Object.keys(chakraThemeConfig.theme?.tokens?.colors ?? {})).not.toContain('pink')
  })
})
