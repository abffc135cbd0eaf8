import { Box, Container, Grid, Heading, Link, List, Stack, Text } from '@chakra-ui/react'
import { PageHero } from '@/components/ui/page-hero'
import type { LegalBlock, LegalDocumentContent } from '@/features/legal/legal-content'
import { formatLongDate } from '@/lib/format-date'

/** A policy page: title, today's date as the effective date, contents and numbered sections. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  const effectiveDate = formatLongDate(new Date())
  return (
    <>
      <PageHero eyebrow="Legal" title={content.title} lead={content.intro}>
        <Text fontSize="sm" color="fg.muted">
          Effective date: <time dateTime={new Date().toISOString().slice(0, 10)}>{effectiveDate}</time>
        </Text>
      </PageHero>
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Grid templateColumns={{ base: '1fr', lg: '16rem 1fr' }} gap={{ base: '10', lg: '16' }} alignItems="start">
          <Box as="nav" aria-label="On this page" position={{ lg: 'sticky' }} top={{ lg: '24' }}>
            <Text fontSize="sm" fontWeight="semibold" color="fg.heading" mb="3">
              On this page
            </Text>
            <List.Root as="ol" gap="2" ps="7" fontSize="sm" color="fg.muted">
              {content.sections.map((section) => (
                <List.Item key={section.id}>
                  <Link href={`#${section.id}`} color="fg.muted" _hover={{ color: 'brand.fg' }}>
                    {section.heading}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
          <Stack gap="10" maxW="3xl">
            {content.sections.map((section, index) => (
              <Box
                as="section"
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                scrollMarginTop="24"
              >
                <Heading as="h2" id={`${section.id}-heading`} size="xl" color="fg.heading" mb="4">
                  {index + 1}. {section.heading}
                </Heading>
                <Stack gap="4">
                  {section.blocks.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} />
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Grid>
      </Container>
    </>
  )
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <Text color="fg.muted" lineHeight="1.75">
        {block}
      </Text>
    )
  }
  return (
    <List.Root gap="2" ps="5" color="fg.muted" lineHeight="1.75">
      {block.list.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List.Root>
  )
}
