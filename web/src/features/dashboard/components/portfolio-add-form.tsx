import { Alert, Button, Card, Center, Field, HStack, Image, Input, Stack, Text } from '@chakra-ui/react'
import { Image as ImageIcon } from 'lucide-react'
import { dashboardMessages, MAX_PORTFOLIO_ITEMS } from '@marketplace/domain/contract/dashboard.ts'
import { useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/toaster'
import { useAddPortfolioItem } from '../api/add-portfolio-item'
import { failureMessage } from '@/lib/api-errors'
import { usePendingPhoto } from '../hooks/use-pending-photo'
import { ImageFileButton } from './image-file-button'

type PortfolioAddFormProps = { stylistId: number; count: number }

/** Adds one image with a caption: uploaded, then added to the portfolio. At 9 it is disabled. */
export function PortfolioAddForm({ stylistId, count }: PortfolioAddFormProps) {
  const image = usePendingPhoto()
  const [caption, setCaption] = useState('')
  const add = useAddPortfolioItem(stylistId)
  const full = count >= MAX_PORTFOLIO_ITEMS

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!image.photo) {
      toast({
        title: dashboardMessages.noImage,
        description: 'Choose an image to add to your portfolio.',
        variant: 'destructive',
      })
      return
    }
    add.mutate(
      { file: image.photo.file, caption },
      {
        onSuccess: () => {
          image.clear()
          setCaption('')
          toast({ title: 'Photo added', variant: 'success' })
        },
        onError: (error) =>
          toast({
            title: 'Error adding photo',
            description: failureMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    )
  }

  if (full) {
    return (
      <Alert.Root status="info" variant="subtle" rounded="lg" data-testid="portfolio-full">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>{dashboardMessages.portfolioMax}</Alert.Description>
        </Alert.Content>
        <Button size="sm" colorPalette="brand" disabled alignSelf="center">
          Add Photo
        </Button>
      </Alert.Root>
    )
  }

  return (
    <Card.Root as="section" aria-labelledby="portfolio-add-heading" variant="outline" bg="bg">
      <Card.Body>
        <form noValidate aria-labelledby="portfolio-add-heading" onSubmit={handleSubmit}>
          <Stack gap="4">
            <Text as="h3" id="portfolio-add-heading" fontWeight="semibold" color="fg.heading">
              Add a photo
            </Text>
            <HStack gap="4" align="start" flexWrap="wrap">
              <Center
                boxSize="24"
                rounded="md"
                overflow="hidden"
                bg="bg.muted"
                flexShrink={0}
                borderWidth="1px"
                color="fg.subtle"
              >
                {image.photo ? (
                  <Image
                    src={image.photo.previewUrl}
                    alt="Preview of the chosen image"
                    boxSize="full"
                    objectFit="cover"
                  />
                ) : (
                  <ImageIcon size={28} aria-hidden />
                )}
              </Center>
              <Stack gap="2" flex="1" minW="48">
                <ImageFileButton onFile={image.choose} describedBy="portfolio-image-help">
                  {image.photo ? 'Choose Another Image' : 'Choose Image'}
                </ImageFileButton>
                <Text
                  id="portfolio-image-help"
                  fontSize="sm"
                  color={image.problem ? 'fg.error' : 'fg.muted'}
                  role={image.problem ? 'alert' : undefined}
                >
                  {image.problem ?? (image.photo ? image.photo.file.name : 'JPEG, PNG or WebP, up to 5 MB.')}
                </Text>
              </Stack>
            </HStack>
            <Field.Root>
              <Field.Label>Caption</Field.Label>
              <Input
                name="caption"
                value={caption}
                maxLength={300}
                onChange={(e) => setCaption(e.target.value)}
                placeholder="e.g. Balayage on long curls (optional)"
              />
            </Field.Root>
            <Button
              type="submit"
              colorPalette="brand"
              alignSelf={{ base: 'stretch', sm: 'start' }}
              loading={add.isPending}
              loadingText="Uploading…"
            >
              Add Photo
            </Button>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  )
}
