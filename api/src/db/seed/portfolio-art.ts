import { Rng } from './random.ts'

// SVG artwork for the shared demo portfolio images: abstract hair (flowing strands, ringlets, a
// braid, painted color) in salon palettes. Rendered to JPEG in images.ts.
//
// Each image is two layers. Blurring whole-image SVG groups is what makes librsvg slow (about half
// a second an image), so the parts meant to be soft go in an `under` layer that images.ts renders
// at a quarter of the size, blurs and scales up; the crisp strands go in an `over` layer.

export type PortfolioStyle = 'waves' | 'curls' | 'braid' | 'balayage'
export const portfolioStyles: readonly PortfolioStyle[] = ['waves', 'curls', 'braid', 'balayage']

interface Palette {
  bg: [string, string]
  hair: [string, string, string]
}

// Backgrounds a studio would shoot on; hair from root to end (dark, mid, light).
const palettes: readonly Palette[] = [
  { bg: ['#f6e7dc', '#e9c9b4'], hair: ['#3b2417', '#8a4b2a', '#d9a066'] }, // copper on blush
  { bg: ['#efe6da', '#d8c6ae'], hair: ['#2a1a12', '#6b4429', '#e3c38f'] }, // honey balayage on sand
  { bg: ['#e4e9ef', '#c3ccd8'], hair: ['#2c2f38', '#8c8f99', '#e8e6e3'] }, // icy silver on mist
  { bg: ['#f3e1e6', '#d9b4c0'], hair: ['#3a1f2b', '#a34a6b', '#f0a9c0'] }, // rose gold on pink
  { bg: ['#e3ece8', '#b9cfc5'], hair: ['#111111', '#2e2622', '#6e5444'] }, // jet black on sage
  { bg: ['#ece5f3', '#c9bbdf'], hair: ['#241b3a', '#6d4fa3', '#c4b1ef'] }, // violet on lilac
  { bg: ['#f7ecd9', '#e8cfa2'], hair: ['#4a2a12', '#b0702e', '#f4d27a'] }, // golden blonde on cream
  { bg: ['#dfeaf0', '#a9c3d1'], hair: ['#0e2a36', '#2f7e8f', '#9fe0e4'] }, // teal vivid on sky
  { bg: ['#f1e4d8', '#cfb29a'], hair: ['#1c120c', '#4b2d1e', '#9b6a46'] }, // rich brunette on taupe
]

const fmt = (n: number) => n.toFixed(1)

interface Layers {
  soft: string
  crisp: string
}

function defs(p: Palette, size: number, id: string): string {
  return `<defs>
    <linearGradient id="bg${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.bg[0]}"/><stop offset="1" stop-color="${p.bg[1]}"/></linearGradient>
    <linearGradient id="hair${id}" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="${size}">
      <stop offset="0" stop-color="${p.hair[0]}"/><stop offset="0.45" stop-color="${p.hair[1]}"/>
      <stop offset="1" stop-color="${p.hair[2]}"/></linearGradient>
    <radialGradient id="shine${id}" cx="0.35" cy="0.3" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette${id}" cx="0.5" cy="0.5" r="0.75">
      <stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></radialGradient>
    <radialGradient id="shade${id}"><stop offset="0.55" stop-color="#000000" stop-opacity="0.4"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
    <radialGradient id="haze${id}" cx="0.5" cy="0" r="0.8">
      <stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>
  </defs>`
}

/** Long flowing strands: bundles of cubic curves swaying across the frame. */
function waves(rng: Rng, s: number, id: string): Layers {
  const paths: string[] = []
  const bundles = rng.int(3, 5)
  for (let b = 0; b < bundles; b++) {
    const x0 = rng.float(0.1, 0.9) * s
    const sway = rng.float(0.15, 0.35) * s * (rng.chance(0.5) ? 1 : -1)
    const strands = rng.int(40, 70)
    for (let i = 0; i < strands; i++) {
      const dx = rng.float(-0.12, 0.12) * s
      const x = x0 + dx
      const w = rng.float(0.8, 4.5)
      const d = `M${fmt(x)},-40 C${fmt(x + sway)},${fmt(s * 0.3)} ${fmt(x - sway)},${fmt(s * 0.6)} ${fmt(x + sway * 0.6 + dx * 0.5)},${fmt(s + 40)}`
      paths.push(
        `<path d="${d}" stroke="url(#hair${id})" stroke-width="${fmt(w)}" fill="none" stroke-linecap="round" stroke-opacity="${rng.float(0.35, 0.95).toFixed(2)}"/>`,
      )
    }
  }
  return { soft: `<g opacity="0.6">${paths.slice(0, 40).join('')}</g>`, crisp: paths.join('') }
}

/** Ringlets hanging from the top edge: ribbons of strands that widen as they fall, shaded for depth. */
function curls(rng: Rng, s: number, id: string): Layers {
  const shadow: string[] = []
  const light: string[] = []
  const columns = rng.int(12, 16)
  for (let c = 0; c < columns; c++) {
    const cx = ((c + rng.float(0.1, 0.9)) / columns) * s
    const r0 = rng.float(12, 18)
    const r1 = rng.float(28, 44)
    const wobble = rng.float(0, Math.PI * 2)
    const pitch = r1 * rng.float(1.6, 2.1)
    const length = rng.float(0.7, 1.1) * s
    const drift = rng.float(-0.08, 0.08)
    const phase = rng.float(0, Math.PI * 2)
    const ringlet = (shift: number) => {
      const pts: string[] = []
      for (let t = 0; ; t += 0.2) {
        const y = -30 + (pitch * t) / (Math.PI * 2)
        if (y > length) break
        const r = (r0 + (r1 - r0) * Math.min(1, y / length)) * (1 + 0.15 * Math.sin(t * 0.37 + wobble)) + shift
        pts.push(`${fmt(cx + y * drift + r * Math.cos(t + phase))},${fmt(y + r * 0.7 * Math.sin(t + phase))}`)
      }
      return pts.join(' ')
    }
    const w = rng.float(10, 15)
    const base = ringlet(0)
    shadow.push(
      `<polyline points="${base}" stroke="#000" stroke-opacity="0.3" stroke-width="${fmt(w + 4)}" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
    )
    light.push(
      `<polyline points="${base}" stroke="url(#hair${id})" stroke-width="${fmt(w)}" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
    )
    for (const shift of [-w * 0.3, -w * 0.1, w * 0.12, w * 0.3]) {
      light.push(
        `<polyline points="${ringlet(shift)}" stroke="${rng.chance(0.5) ? '#fff' : '#000'}" stroke-opacity="${rng.float(0.1, 0.25).toFixed(2)}" stroke-width="${fmt(rng.float(1, 2))}" fill="none" stroke-linejoin="round"/>`,
      )
    }
  }
  const mass = `<rect width="${s}" height="${s}" fill="url(#haze${id})"/>`
  return { soft: `${mass}${shadow.join('')}`, crisp: light.join('') }
}

/** A plait down the frame: alternately tilted lobes with fine strands, over loose waves. */
function braid(rng: Rng, s: number, id: string): Layers {
  const out: string[] = []
  const cx = s * rng.float(0.44, 0.56)
  const width = s * rng.float(0.24, 0.3)
  const step = width * 0.46
  const taper = rng.float(0.55, 0.8)
  for (let k = 0, y = -step; y < s + step; k++, y += step) {
    const side = k % 2 === 0 ? -1 : 1
    const scale = 1 - (1 - taper) * Math.max(0, y / s)
    const x = cx + side * width * 0.2 * scale + (y / s) * width * 0.25
    const rx = width * 0.3 * scale
    const ry = step * 1.05
    const rotate = `rotate(${side * 38} ${fmt(x)} ${fmt(y)})`
    out.push(
      `<ellipse cx="${fmt(x + 4)}" cy="${fmt(y + 10)}" rx="${fmt(rx * 1.25)}" ry="${fmt(ry * 1.2)}" transform="${rotate}" fill="url(#shade${id})"/>`,
    )
    out.push(
      `<ellipse cx="${fmt(x)}" cy="${fmt(y)}" rx="${fmt(rx)}" ry="${fmt(ry)}" transform="${rotate}" fill="url(#hair${id})"/>`,
    )
    const strands: string[] = []
    for (let o = -0.8; o <= 0.81; o += 0.16) {
      const h = ry * Math.sqrt(1 - o * o) * 0.92
      strands.push(
        `M${fmt(x + o * rx)},${fmt(y - h)} Q${fmt(x + o * rx * 1.35)},${fmt(y)} ${fmt(x + o * rx)},${fmt(y + h)}`,
      )
    }
    out.push(
      `<path d="${strands.join(' ')}" transform="${rotate}" fill="none" stroke="#fff" stroke-opacity="${rng.float(0.12, 0.22).toFixed(2)}" stroke-width="1.4"/>`,
    )
    out.push(
      `<path d="${strands.filter((_, i) => i % 2).join(' ')}" transform="${rotate}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="1.6"/>`,
    )
  }
  const strands = waves(rng, s, id)
  // Each lobe's shadow (a gradient, not a blur filter) falls on the lobe above it.
  return {
    soft: `<g opacity="0.55">${strands.soft}</g>`,
    crisp: `<g opacity="0.55">${strands.crisp}</g>${out.join('')}`,
  }
}

/** Broad painted ribbons, dark at the root and sunlit at the ends. */
function balayage(rng: Rng, s: number, id: string): Layers {
  const out: string[] = []
  const ribbons = rng.int(6, 9)
  for (let i = 0; i < ribbons; i++) {
    const x = rng.float(-0.1, 1.0) * s
    const w = rng.float(0.08, 0.2) * s
    const sway = rng.float(-0.25, 0.25) * s
    const d = `M${fmt(x)},-20 C${fmt(x + sway)},${fmt(s * 0.35)} ${fmt(x - sway)},${fmt(s * 0.65)} ${fmt(x + sway * 0.4)},${fmt(s + 20)} L${fmt(x + sway * 0.4 + w)},${fmt(s + 20)} C${fmt(x - sway + w)},${fmt(s * 0.65)} ${fmt(x + sway + w)},${fmt(s * 0.35)} ${fmt(x + w)},-20 Z`
    out.push(`<path d="${d}" fill="url(#hair${id})" fill-opacity="${rng.float(0.55, 0.9).toFixed(2)}"/>`)
  }
  const strands = waves(rng, s, id)
  return { soft: `${out.join('')}${strands.soft}`, crisp: strands.crisp }
}

const painters: Record<PortfolioStyle, (rng: Rng, s: number, id: string) => Layers> = { waves, curls, braid, balayage }

/**
 * Portfolio image `index` (0-based) as its two layers, both in an 800-unit frame: `under` (the
 * background and what is to be blurred, drawn at `underSize` pixels) and `over` (transparent).
 * Its style cycles with the index; palette and shapes come from the index.
 */
export function portfolioLayers(index: number, size = 800, underSize = 200): { under: string; over: string } {
  const rng = Rng.for(0x9a11e7, index)
  const style = portfolioStyles[index % portfolioStyles.length]
  // Each style cycles through every palette: 4 styles x 9 palettes = 36 distinct images.
  const palette =
    palettes[(Math.floor(index / portfolioStyles.length) + (index % portfolioStyles.length) * 2) % palettes.length]
  const id = String(index)
  const art = painters[style](rng, size, id)
  const svg = (px: number, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 ${size} ${size}">${defs(palette, size, id)}${body}</svg>`
  return {
    under: svg(underSize, `<rect width="${size}" height="${size}" fill="url(#bg${id})"/>${art.soft}`),
    over: svg(
      size,
      `${art.crisp}<rect width="${size}" height="${size}" fill="url(#shine${id})"/><rect width="${size}" height="${size}" fill="url(#vignette${id})"/>`,
    ),
  }
}
