import { MAX_SPECIALTIES } from '@marketplace/domain/catalogue/specialties.ts'

export type SpecialtyToggle = { selected: number[]; limitReached: boolean }

/**
 * Ticking or unticking one specialty. A sixth is refused (the spec's 'Maximum reached' toast)
 * and the selection stays as it was.
 */
export function toggleSpecialty(selected: readonly number[], id: number, checked: boolean): SpecialtyToggle {
  if (!checked) return { selected: selected.filter((s) => s !== id), limitReached: false }
  if (selected.includes(id)) return { selected: [...selected], limitReached: false }
  if (selected.length >= MAX_SPECIALTIES) return { selected: [...selected], limitReached: true }
  return { selected: [...selected, id], limitReached: false }
}

/** Whether the selection differs from the saved one (order aside). */
export function selectionChanged(selected: readonly number[], saved: readonly number[]): boolean {
  return selected.length !== saved.length || selected.some((id) => !saved.includes(id))
}
