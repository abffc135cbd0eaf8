import { Alert, Box, Button, DataList, HStack, Image, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { PendingStylist } from '@marketplace/domain/contract/admin.ts'
import { formatPhone } from '@marketplace/domain/phone.ts'
import { Check, ExternalLink, X } from 'lucide-react'
import { DialogActions, DialogBody, DialogFrame } from '@/components/ui/dialog-frame'
import { responsiveImage } from '@/lib/responsive-image'
import type { VerificationDecision } from '../api/decide-verification'
import { formatAdminDate } from '../admin-format'
import { waitingText } from '../verification-display'
import { LicenseValue } from './license-value'
import { Fact } from './record-card'

type VerificationPreviewProps = {
  stylist: PendingStylist | null
  open: boolean
  onClose: () => void
  onDecide: (stylist: PendingStylist, decision: VerificationDecision) => void
}

/**
 * What an admin checks before deciding: the license as given, the profile as clients would see
 * it (photo, bio, specialties, services, portfolio) and how to reach the stylist.
 */
export function VerificationPreview({ stylist, open, onClose, onDecide }: VerificationPreviewProps) {
  const preview = stylist?.preview
  return (
    <DialogFrame open={open} onClose={onClose} title={`Preview ${stylist?.stylistName ?? ''}`} size="lg">
      <DialogBody>
        {stylist && preview && (
          <Stack gap="5">
            <Box as="section" aria-label="License" p="3" rounded="md" bg="bg.muted">
              <DataList.Root orientation="horizontal" size="sm" gap="1.5">
                <Fact label="License #">
                  <Text as="span" fontFamily="mono">
                    <LicenseValue stylist={stylist} />
                  </Text>
                </Fact>
                <Fact label="Applied">
                  {formatAdminDate(stylist.createdAt)} ({waitingText(stylist.daysWaiting)} waiting)
                </Fact>
                <Fact label="Email">{preview.email}</Fact>
                <Fact label="Phone">{formatPhone(preview.phone)}</Fact>
              </DataList.Root>
              {!stylist.licenseNumber && (
                <Alert.Root status="warning" size="sm" mt="3">
                  <Alert.Indicator />
                  <Alert.Title>No license number given: approving asks you to confirm.</Alert.Title>
                </Alert.Root>
              )}
            </Box>
            <Stack as="section" aria-label="Profile" gap="3">
              <HStack gap="3" align="start">
                {preview.profileImageUrl ? (
                  <Image
                    {...responsiveImage(preview.profileImageUrl, '64px', 160)}
                    alt=""
                    boxSize="16"
                    rounded="full"
                    objectFit="cover"
                    bg="bg.muted"
                    flexShrink={0}
                  />
                ) : (
                  <Box boxSize="16" rounded="full" bg="bg.muted" flexShrink={0} aria-hidden />
                )}
                <Stack gap="0.5" minW="0">
                  <Text fontWeight="semibold">{stylist.stylistName}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {[stylist.salonName, stylist.location].filter(Boolean).join(' · ')}
                  </Text>
                  {preview.specialties.length > 0 && <Text fontSize="sm">{preview.specialties.join(', ')}</Text>}
                </Stack>
              </HStack>
              <Text fontSize="sm" whiteSpace="pre-line" lineClamp={6}>
                {preview.bio}
              </Text>
              <Text fontSize="sm">
                {preview.serviceCount === 0
                  ? 'No services listed yet.'
                  : `${preview.serviceCount} ${preview.serviceCount === 1 ? 'service' : 'services'}: ${preview.services
                      .map((s) => `${s.name} $${Math.round(s.price)}`)
                      .join(', ')}${preview.serviceCount > preview.services.length ? ', …' : ''}`}
              </Text>
              {preview.portfolioImageUrls.length > 0 ? (
                <SimpleGrid as="ul" listStyleType="none" columns={4} gap="2" aria-label="Portfolio images">
                  {preview.portfolioImageUrls.map((url, i) => (
                    <Box as="li" key={url}>
                      <Image
                        {...responsiveImage(url, '120px', 320)}
                        alt={`Portfolio image ${i + 1}`}
                        aspectRatio="1"
                        w="full"
                        objectFit="cover"
                        rounded="md"
                        bg="bg.muted"
                      />
                    </Box>
                  ))}
                </SimpleGrid>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  No portfolio images yet.
                </Text>
              )}
              {stylist.subscriptionActive ? (
                <Link href={preview.profilePath} target="_blank" rel="noopener" color="brand.fg" fontSize="sm">
                  Open the public profile <ExternalLink size={14} aria-hidden />
                </Link>
              ) : (
                <Text fontSize="sm" color="fg.muted">
                  The public profile opens once their subscription is active.
                </Text>
              )}
            </Stack>
          </Stack>
        )}
      </DialogBody>
      <DialogActions>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        {stylist && (
          <>
            <Button variant="outline" colorPalette="red" onClick={() => onDecide(stylist, 'reject')}>
              <X /> Reject
            </Button>
            <Button colorPalette="green" onClick={() => onDecide(stylist, 'approve')}>
              <Check /> Approve
            </Button>
          </>
        )}
      </DialogActions>
    </DialogFrame>
  )
}
