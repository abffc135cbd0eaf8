import { useInfiniteQuery, useMutation } from '@tanstack/react-query'
import { ledgerPageSchema, type LedgerPage } from '@marketplace/domain/contract/payments.ts'
import { apiFetch } from '@/lib/api-client'

// The stylist's payments list: GET /api/dashboard/payments/ledger a page at a time (25, newest
// first, by cursor), and its CSV (every row) saved as a file.

export const ledgerQueryKey = ['dashboard', 'payments', 'ledger'] as const

export async function getLedgerPage(before: number | null): Promise<LedgerPage> {
  const path = before === null ? '/api/dashboard/payments/ledger' : `/api/dashboard/payments/ledger?before=${before}`
  return ledgerPageSchema.parse(await apiFetch<unknown>(path))
}

export function usePaymentsLedger() {
  const query = useInfiniteQuery({
    queryKey: ledgerQueryKey,
    queryFn: ({ pageParam }) => getLedgerPage(pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    staleTime: 0,
  })
  return {
    ...query,
    rows: query.data?.pages.flatMap((page) => page.rows) ?? [],
    estimated: query.data?.pages[0]?.stripeFeeEstimated ?? false,
  }
}

/**
 * GET ledger.csv with the bearer token (a plain link would go without it), saved through a Blob
 * as payments-<today>.csv (the server's own file name, read in the stylist's zone).
 */
export async function downloadLedgerCsv(today: string): Promise<void> {
  const text = await apiFetch<string>('/api/dashboard/payments/ledger.csv', { headers: { accept: 'text/csv' } })
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  try {
    const link = document.createElement('a')
    link.href = url
    link.download = `payments-${today}.csv`
    document.body.append(link)
    link.click()
    link.remove()
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
}

export function useDownloadLedgerCsv() {
  return useMutation({ mutationFn: downloadLedgerCsv })
}
