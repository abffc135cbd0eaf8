import { Button, HStack, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'

type DirectoryEmptyProps = { message: string; searchOtherAreas?: boolean }

/** Nothing listed here yet: invite stylists to join, and (city page) clients to search elsewhere. */
export function DirectoryEmpty({ message, searchOtherAreas = false }: DirectoryEmptyProps) {
  return (
    <Stack
      gap="5"
      align="center"
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border"
      borderRadius="xl"
      py={{ base: '10', md: '14' }}
      px="6"
    >
      <Text fontSize="lg" color="fg.muted">
        {message}
      </Text>
      <HStack gap="3" flexWrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <Link to="/stylist-registration">Join as a Stylist</Link>
        </Button>
        {searchOtherAreas && (
          <Button asChild variant="outline" colorPalette="brand">
            {/* The spec links to /search, which is not a route; the results page is /stylists. */}
            <Link to="/stylists">Search Other Areas</Link>
          </Button>
        )}
      </HStack>
    </Stack>
  )
}
