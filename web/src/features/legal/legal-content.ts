// Legal pages are content, kept as data so one component renders both with the same typography.
export type LegalBlock = string | { list: readonly string[] }

export type LegalSection = {
  id: string
  heading: string
  blocks: readonly LegalBlock[]
}

export type LegalDocumentContent = {
  title: string
  intro: string
  sections: readonly LegalSection[]
}
