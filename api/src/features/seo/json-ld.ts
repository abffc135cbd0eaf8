/** schema.org breadcrumbs: the trail from the directory down to the page. */
export function breadcrumbList(origin: string, crumbs: [name: string, path: string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: origin + path,
    })),
  }
}

/** schema.org ItemList: the entries a directory page links to. */
export function itemList(origin: string, items: [name: string, path: string][]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: items.length,
    itemListElement: items.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      url: origin + path,
    })),
  }
}
