import { createFileRoute } from '@tanstack/react-router'
import { LegalDocument } from '@/features/legal/components/legal-document'
import { privacyPolicy } from '@/features/legal/content/privacy-policy'
import { usePageTitle } from '@/hooks/use-page-title'

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  usePageTitle('Privacy Policy')
  return <LegalDocument content={privacyPolicy} />
}
