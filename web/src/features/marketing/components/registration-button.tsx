import { Button, type ButtonProps } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

type RegistrationButtonProps = Omit<ButtonProps, 'asChild' | 'children'> & { children: ReactNode }

/** Every call to action on the stylist pages leads to registration (spec section 2). */
export function RegistrationButton({ children, ...buttonProps }: RegistrationButtonProps) {
  return (
    <Button asChild colorPalette="brand" size="lg" {...buttonProps}>
      <Link to="/stylist-registration">{children}</Link>
    </Button>
  )
}
