/** '1 stylist' / '12 stylists' (spec: directory cards). */
export function stylistCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'stylist' : 'stylists'}`
}

/** 'Found 1 stylist in Austin' / 'Found 3 stylists in Austin'. */
export function foundStylistsText(count: number, city: string): string {
  return `Found ${stylistCountLabel(count)} in ${city}`
}
