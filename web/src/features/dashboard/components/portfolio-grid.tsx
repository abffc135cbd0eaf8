import { AspectRatio, Box, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react'
import type { PortfolioItem } from '@marketplace/domain/contract/dashboard.ts'
import { toast } from '@/components/ui/toaster'
import { useDeletePortfolioItem } from '../api/delete-portfolio-item'
import { failureMessage } from '@/lib/api-errors'
import { ConfirmDeleteButton } from './confirm-delete-button'

/** The portfolio images with their captions, each with Delete. */
export function PortfolioGrid({ stylistId, items }: { stylistId: number; items: PortfolioItem[] }) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      columns={{ base: 2, md: 3 }}
      gap={{ base: '3', md: '4' }}
      aria-label="Your portfolio"
    >
      {items.map((item, index) => (
        <PortfolioTile key={item.id} stylistId={stylistId} item={item} position={index + 1} />
      ))}
    </SimpleGrid>
  )
}

function PortfolioTile({ stylistId, item, position }: { stylistId: number; item: PortfolioItem; position: number }) {
  const remove = useDeletePortfolioItem(stylistId)
  const name = item.caption || `Portfolio image ${position}`

  const confirmDelete = () =>
    remove.mutateAsync(item.id).then(
      () => toast({ title: 'Image deleted', variant: 'success' }),
      (error: unknown) => {
        toast({
          title: 'Error deleting image',
          description: failureMessage(error, 'Please try again.'),
          variant: 'destructive',
        })
        throw error
      },
    )

  return (
    <Box as="li" borderWidth="1px" rounded="lg" overflow="hidden" bg="bg" data-testid="portfolio-item">
      {/* The tint is the placeholder while the picture loads. */}
      <AspectRatio ratio={1} bg="bg.muted">
        {/* Not the bare caption: it is printed just below, and the same words twice read as noise. */}
        <Image
          src={item.imageUrl}
          alt={item.caption ? `Photo ${position}: ${item.caption}` : `Portfolio image ${position}`}
          objectFit="cover"
          loading="lazy"
        />
      </AspectRatio>
      <HStack justify="space-between" gap="1" ps="3" pe="1" py="1.5">
        <Text fontSize="sm" color={item.caption ? 'fg' : 'fg.muted'} truncate title={item.caption ?? undefined}>
          {item.caption || 'No caption'}
        </Text>
        <ConfirmDeleteButton
          label={`Delete ${name}`}
          title="Delete this image?"
          description="It is removed from your portfolio and your public profile."
          pending={remove.isPending}
          onConfirm={confirmDelete}
        />
      </HStack>
    </Box>
  )
}
