import { Badge, DataList, Heading, Separator, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { AdminUser, AdminUserDetails } from '@marketplace/domain/contract/admin.ts'
import type { ReactNode } from 'react'
import { DialogBody, DialogFrame } from '@/components/ui/dialog-frame'
import { useUserDetails } from '../api/get-user-details'
import { formatAdminDateTime } from '../admin-format'
import { userFullName, verificationLabel, verificationPalettes } from '../user-display'
import { AdminLoadError } from './admin-load-error'

type UserDetailsDialogProps = { open: boolean; user: AdminUser | null; onClose: () => void }

/** A user's record, and for a stylist their profile's standing (spec section 2). */
export function UserDetailsDialog({ open, user, onClose }: UserDetailsDialogProps) {
  const details = useUserDetails(open && user ? user.id : null)
  return (
    <DialogFrame open={open} onClose={onClose} title="User Details" fullScreenOnPhone>
      <DialogBody>
        {details.isError ? (
          <AdminLoadError
            message={details.error.message}
            onRetry={() => void details.refetch()}
            retrying={details.isFetching}
          />
        ) : details.data ? (
          <DetailsBody details={details.data} />
        ) : (
          <Stack gap="3" role="status" aria-label="Loading user details">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} h="5" />
            ))}
          </Stack>
        )}
      </DialogBody>
    </DialogFrame>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
      <DataList.ItemValue wordBreak="break-word">{children}</DataList.ItemValue>
    </DataList.Item>
  )
}

function DetailsBody({ details: { user, stylist } }: { details: AdminUserDetails }) {
  return (
    <Stack gap="5">
      <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="3" size="sm">
        <Item label="User ID">
          <Text as="span" fontFamily="mono" fontSize="xs" wordBreak="break-all">
            {user.id}
          </Text>
        </Item>
        <Item label="User #">{user.userNumber}</Item>
        <Item label="Email">{user.email}</Item>
        <Item label="Name">{userFullName(user) ?? '—'}</Item>
        <Item label="Created">{formatAdminDateTime(user.createdAt)}</Item>
        <Item label="Updated">{formatAdminDateTime(user.updatedAt)}</Item>
      </DataList.Root>
      <Separator />
      <Stack gap="3">
        <Heading as="h3" size="md" color="fg.heading">
          Stylist profile
        </Heading>
        {stylist ? (
          <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }} gap="3" size="sm">
            <Item label="Stylist name">{stylist.stylistName}</Item>
            <Item label="Salon">{stylist.salonName || '—'}</Item>
            <Item label="Location">{stylist.location || '—'}</Item>
            <Item label="Verification">
              <Badge colorPalette={verificationPalettes[stylist.verificationStatus ?? 'none']}>
                {verificationLabel(stylist.verificationStatus)}
              </Badge>
            </Item>
            <Item label="Subscription">
              <Badge colorPalette={stylist.subscriptionActive ? 'green' : 'gray'}>
                {stylist.subscriptionActive ? 'Active' : 'Inactive'}
              </Badge>
            </Item>
          </DataList.Root>
        ) : (
          <Text color="fg.muted">This user has no stylist profile.</Text>
        )}
      </Stack>
    </Stack>
  )
}
