import { Link as ChakraLink, type LinkProps as ChakraLinkProps } from '@chakra-ui/react'
import { Link, type LinkComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'

type NavLinkProps = Pick<LinkComponentProps, 'to' | 'onClick'> &
  Omit<ChakraLinkProps, 'onClick' | 'children'> & { children: ReactNode }

/** A header link; the router marks the current page with aria-current="page". */
export function NavLink({ to, onClick, children, ...styleProps }: NavLinkProps) {
  return (
    <ChakraLink
      asChild
      color="fg.muted"
      fontWeight="medium"
      textDecoration="none"
      rounded="sm"
      _hover={{ color: 'brand.fg', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', fontWeight: 'semibold' }}
      {...styleProps}
    >
      <Link to={to} onClick={onClick}>
        {children}
      </Link>
    </ChakraLink>
  )
}
