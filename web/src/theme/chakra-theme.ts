import { defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react'
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  fileUploadSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  ratingGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'

/** Palettes no screen uses (colorPalette or a colour token): left out of the CSS variables. */
const unusedPalettes = new Set(['cyan', 'pink'])
const withoutUnused = <T extends object>(colors: T): T =>
  Object.fromEntries(Object.entries(colors).filter(([name]) => !unusedPalettes.has(name))) as T

/**
 * The app is light-only: a semantic token's `{ _light, _dark }` pair becomes its light value, so
 * the system neither builds nor injects the dark variables (about a third of createSystem's
 * start-up work, measured in Node: 52 → 34 ms median, and about 4x that on a throttled phone).
 */
export function lightOnly<T>(node: T): T {
  if (Array.isArray(node) || node === null || typeof node !== 'object') return node
  const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => {
    if (key === 'value' && value !== null && typeof value === 'object' && '_light' in value)
      return [key, (value as { _light: unknown })._light]
    return [key, lightOnly(value)]
  })
  return Object.fromEntries(entries) as T
}

/**
 * Chakra's default theme with only the recipes of the components this app uses. `defaultConfig`
 * carries every recipe Chakra ships (date pickers, colour pickers, trees...), about 25 KB gzip in
 * the entry every visitor downloads. A component whose recipe is missing renders unstyled, so
 * chakra-theme.test.ts checks that every Chakra component imported under web/src has its recipe.
 */
export const chakraThemeConfig = mergeConfigs(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens: { ...tokens, colors: withoutUnused(tokens.colors!) },
      semanticTokens: lightOnly({ ...semanticTokens, colors: withoutUnused(semanticTokens.colors!) }),
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        checkmark: checkmarkRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        inputAddon: inputAddonRecipe,
        link: linkRecipe,
        radiomark: radiomarkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        skipNavLink: skipNavLinkRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        accordion: accordionSlotRecipe,
        alert: alertSlotRecipe,
        avatar: avatarSlotRecipe,
        breadcrumb: breadcrumbSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        field: fieldSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        fileUpload: fileUploadSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        popover: popoverSlotRecipe,
        radioCard: radioCardSlotRecipe,
        radioGroup: radioGroupSlotRecipe,
        ratingGroup: ratingGroupSlotRecipe,
        stat: statSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        tag: tagSlotRecipe,
        toast: toastSlotRecipe,
      },
    },
  }),
)
