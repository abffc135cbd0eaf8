import { Button, EmptyState, VStack } from '@chakra-ui/react'
import { SearchX } from 'lucide-react'

/** The empty result (spec sections 2 and 8); `message` is the API's reason, e.g. an unknown place. */
export function EmptyResults({ message, onReset }: { message: string | null; onReset: () => void }) {
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="lg" borderStyle="dashed">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX aria-hidden />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h3">No stylists found</EmptyState.Title>
          {message && (
            <EmptyState.Description color="fg" fontWeight="medium" role="status">
              {message}
            </EmptyState.Description>
          )}
          <EmptyState.Description>
            We couldn't find any stylists matching your search criteria. Try adjusting your filters or search terms.
          </EmptyState.Description>
        </VStack>
        <Button colorPalette="brand" onClick={onReset}>
          Reset Filters
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  )
}
