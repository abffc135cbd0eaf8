// SVG artwork for the demo avatars: faceless head-and-shoulders figures with varied skin tones
// and hair, on soft gradients. The demo accounts' pool is rendered to JPEG; each generated stylist
// gets a figure of their own, stored as the SVG itself (images.ts).

const avatarBackgrounds: readonly [string, string][] = [
  ['#fde2e4', '#f6c1c7'],
  ['#e2ece9', '#bcd8cf'],
  ['#dfe7fd', '#b9c9f2'],
  ['#fff1d6', '#f5d7a1'],
  ['#ece4f7', '#cdb9ea'],
  ['#e8f1f8', '#bdd6e6'],
  ['#f3e9e2', '#dcc4b3'],
  ['#e6f4ea', '#b8e0c3'],
]
const skinTones = ['#f6d5bd', '#eac09e', '#d9a47c', '#b97a50', '#8d5a3b', '#5e3a25']
const hairColors = ['#1b1411', '#2e1d14', '#4a2c1c', '#7a4a2a', '#b07a45', '#d9b57e', '#8f8f96', '#7d3b55']
const shirtColors = [
  '#2f4858',
  '#33658a',
  '#86bbd8',
  '#758e4f',
  '#f6ae2d',
  '#f26419',
  '#6d597a',
  '#b56576',
  '#355070',
  '#e56b6f',
]
const hairStyles = ['long', 'bob', 'short', 'bun', 'afro', 'locs'] as const

// Hair drawn behind the head (length, volume) and over it (the crown), in a 400 x 400 frame.
const hairBehind: Record<(typeof hairStyles)[number], string> = {
  long: '<path d="M118,190 C112,110 160,86 200,86 C240,86 288,110 282,190 C290,260 300,320 292,360 L108,360 C100,320 110,260 118,190 Z"/>',
  bob: '<path d="M120,200 C112,118 160,90 200,90 C240,90 288,118 280,200 C284,240 276,262 262,268 L138,268 C124,262 116,240 120,200 Z"/>',
  short: '',
  bun: '<circle cx="200" cy="86" r="34"/>',
  afro: '<circle cx="200" cy="160" r="108"/>',
  locs: [110, 134, 158, 242, 266, 290]
    .map(
      (x) =>
        `<rect x="${x - 9}" y="150" width="18" height="${x < 200 ? 210 - (x - 110) / 3 : 210 - (290 - x) / 3}" rx="9"/>`,
    )
    .join(''),
}
const crown =
  '<path d="M134,192 C122,112 176,94 202,96 C246,98 282,128 268,196 C258,160 236,138 200,136 C168,138 146,158 134,192 Z"/>'

/** How many different avatars the art can draw: every combination of its parts, once each. */
export const AVATAR_VARIANTS =
  hairStyles.length * skinTones.length * hairColors.length * avatarBackgrounds.length * shirtColors.length

/**
 * Avatar `index` (0-based, below AVATAR_VARIANTS): a faceless head-and-shoulders figure on a soft
 * gradient. The index is spread over the variants by a bijection (multiplying by a number prime to
 * their count), then read as one digit per part: two indices never draw the same figure, and
 * neighbours differ in more than one part.
 */
export function avatarSvg(index: number, size = 400): string {
  let v = ((index % AVATAR_VARIANTS) * 7919) % AVATAR_VARIANTS
  const digit = (base: number) => {
    const d = v % base
    v = Math.floor(v / base)
    return d
  }
  const style = hairStyles[digit(hairStyles.length)]
  const skin = skinTones[digit(skinTones.length)]
  const hair = hairColors[digit(hairColors.length)]
  const [bg1, bg2] = avatarBackgrounds[digit(avatarBackgrounds.length)]
  const shirt = shirtColors[digit(shirtColors.length)]
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">
    <defs>
      <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg1}"/><stop offset="1" stop-color="${bg2}"/></linearGradient>
      <radialGradient id="light" cx="0.4" cy="0.3" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.22"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
      <filter id="blur"><feGaussianBlur stdDeviation="8"/></filter>
    </defs>
    <rect width="400" height="400" fill="url(#bg)"/>
    <ellipse cx="200" cy="420" rx="170" ry="140" fill="#000" opacity="0.12" filter="url(#blur)"/>
    <g fill="${hair}">${hairBehind[style]}</g>
    <rect x="172" y="222" width="56" height="80" rx="24" fill="${skin}"/>
    <ellipse cx="200" cy="258" rx="30" ry="12" fill="#000" opacity="0.12" filter="url(#blur)"/>
    <path d="M52,400 C58,330 110,292 172,284 C186,300 214,300 228,284 C290,292 342,330 348,400 Z" fill="${shirt}"/>
    <path d="M172,284 C186,306 214,306 228,284 C220,300 210,312 200,314 C190,312 180,300 172,284 Z" fill="#000" opacity="0.12"/>
    <ellipse cx="200" cy="176" rx="64" ry="78" fill="${skin}"/>
    <ellipse cx="138" cy="184" rx="9" ry="16" fill="${skin}"/><ellipse cx="262" cy="184" rx="9" ry="16" fill="${skin}"/>
    <g fill="${hair}">${style === 'afro' ? '' : crown}</g>
    <rect width="400" height="400" fill="url(#light)"/>
  </svg>`
}
