import { HStack, Icon, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { Scissors } from 'lucide-react'
import { siteName } from '@/lib/site'

export function BrandLogo({ onClick, tone = 'dark' }: { onClick?: () => void; tone?: 'dark' | 'light' }) {
  return (
    <HStack asChild gap="2" rounded="md" textDecoration="none">
      <Link to="/" activeOptions={{ exact: true }} onClick={onClick}>
        <Icon as={Scissors} boxSize="5" color={tone === 'dark' ? 'brand.solid' : 'brand.300'} aria-hidden />
        <Text
          as="span"
          fontFamily="heading"
          fontWeight="bold"
          fontSize="xl"
          letterSpacing="tight"
          color={tone === 'dark' ? 'fg.heading' : 'white'}
        >
          {siteName}
        </Text>
      </Link>
    </HStack>
  )
}
