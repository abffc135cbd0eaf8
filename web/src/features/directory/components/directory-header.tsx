import { Box, Breadcrumb, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { Link, type LinkProps } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'

export type Crumb = { label: string; link?: Pick<LinkProps, 'to' | 'params'> }

type DirectoryHeaderProps = { crumbs: Crumb[]; title: string; lead?: ReactNode }

/** The band at the top of a directory page: where we are (links to real routes only) and the h1. */
export function DirectoryHeader({ crumbs, title, lead }: DirectoryHeaderProps) {
  return (
    <Box
      bgGradient="to-br"
      gradientFrom="brand.50"
      gradientVia="cream.100"
      gradientTo="plum.50"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Stack gap="4">
          <Breadcrumb.Root size="sm">
            <Breadcrumb.List flexWrap="wrap">
              {crumbs.map((crumb, i) => (
                <Fragment key={crumb.label}>
                  {i > 0 && <Breadcrumb.Separator />}
                  <Breadcrumb.Item>
                    {crumb.link ? (
                      <Breadcrumb.Link asChild color="brand.fg">
                        <Link {...crumb.link}>{crumb.label}</Link>
                      </Breadcrumb.Link>
                    ) : (
                      <Breadcrumb.CurrentLink>{crumb.label}</Breadcrumb.CurrentLink>
                    )}
                  </Breadcrumb.Item>
                </Fragment>
              ))}
            </Breadcrumb.List>
          </Breadcrumb.Root>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="fg.heading" lineHeight="1.15">
            {title}
          </Heading>
          {lead && (
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
              {lead}
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  )
}
