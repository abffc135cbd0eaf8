import { createSystem, defineConfig } from '@chakra-ui/react'
import { chakraThemeConfig } from './chakra-theme'

// Light mode only for now: every semantic token below has a single value.
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg', color: 'fg', minHeight: '100%' },
    // A visible focus outline for anything Chakra's recipes do not style (plain links, main).
    ':focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
    '::selection': { bg: 'brand.200' },
  },
  theme: {
    tokens: {
      colors: {
        // Warm rose: calls to action, links, accents.
        brand: {
          50: { value: '#fdf3f6' },
          100: { value: '#fbe5ec' },
          200: { value: '#f6cbda' },
          300: { value: '#eea3bc' },
          400: { value: '#e27297' },
          500: { value: '#d14d78' },
          600: { value: '#b8345f' },
          700: { value: '#9e2752' },
          800: { value: '#832346' },
          900: { value: '#6e213e' },
          950: { value: '#410c20' },
        },
        // Deep plum: headings, dark surfaces, the footer.
        plum: {
          50: { value: '#faf6fa' },
          100: { value: '#f3eaf2' },
          200: { value: '#e7d4e4' },
          300: { value: '#d2b0cc' },
          400: { value: '#b584ab' },
          500: { value: '#98618d' },
          600: { value: '#7d4973' },
          700: { value: '#673b5e' },
          800: { value: '#56334f' },
          900: { value: '#482d43' },
          950: { value: '#2a1426' },
        },
        // Warm neutral for section backgrounds.
        cream: {
          50: { value: '#fdfbf9' },
          100: { value: '#f8f3ef' },
          200: { value: '#efe5dd' },
        },
      },
      fonts: {
        heading: {
          value: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'DejaVu Serif', serif",
        },
        body: {
          value: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.600}' },
        },
        plum: {
          solid: { value: '{colors.plum.800}' },
          contrast: { value: '{colors.white}' },
          fg: { value: '{colors.plum.800}' },
          muted: { value: '{colors.plum.100}' },
          subtle: { value: '{colors.plum.50}' },
          emphasized: { value: '{colors.plum.200}' },
          focusRing: { value: '{colors.plum.600}' },
        },
        fg: {
          DEFAULT: { value: '{colors.plum.950}' },
          muted: { value: '#5e4a59' },
          heading: { value: '{colors.plum.900}' },
          // Chakra's status text colours (red.500, green.600, ...) are under 4.5:1 on white and cream.
          error: { value: '{colors.red.700}' },
          warning: { value: '{colors.orange.700}' },
          success: { value: '{colors.green.700}' },
          info: { value: '{colors.blue.700}' },
        },
        // Solid badges and buttons carry white text: these shades keep it at AA (4.5:1 or more).
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' } },
        teal: { solid: { value: '{colors.teal.700}' } },
        bg: {
          warm: { value: '{colors.cream.100}' },
          accent: { value: '{colors.brand.50}' },
        },
        border: {
          DEFAULT: { value: '{colors.cream.200}' },
        },
      },
    },
  },
})

export const system = createSystem(chakraThemeConfig, config)
