import { createFileRoute } from '@tanstack/react-router'
import { LegalDocument } from '@/features/legal/components/legal-document'
import { termsOfService } from '@/features/legal/content/terms-of-service'
import { usePageTitle } from '@/hooks/use-page-title'

export const Route = createFileRoute('/terms-of-service')({
  component: TermsOfServicePage,
})

function TermsOfServicePage() {
  usePageTitle('Terms of Service')
  return <LegalDocument content={termsOfService} />
}
