import { Stack, chakra } from '@chakra-ui/react'
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react'

interface DistanceSliderProps {
  value: number
  onChange: (miles: number) => void
}

// A native range input: keyboard, touch and screen readers for free, without a slider machine in
// the home page's first load.
const Range = chakra('input', {
  base: {
    width: '100%',
    height: '6',
    accentColor: 'brand.solid',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
  },
})

/** 0-50 miles in steps of 5 (spec section 5); reports once the thumb is let go. */
export function DistanceSlider({ value, onChange }: DistanceSliderProps) {
  const id = useId()
  const [shown, setShown] = useState(value)
  const [synced, setSynced] = useState(value)
  if (synced !== value) {
    setSynced(value)
    setShown(value)
  }
  // The DOM's `change` fires when the thumb is let go or a key moves it (React's onChange fires
  // while dragging, like `input`), so the search runs once per choice.
  const input = useRef<HTMLInputElement>(null)
  const committed = useEffectEvent((miles: number) => {
    if (miles !== value) onChange(miles)
  })
  useEffect(() => {
    const element = input.current
    if (!element) return
    const listener = () => committed(Number(element.value))
    element.addEventListener('change', listener)
    return () => element.removeEventListener('change', listener)
  }, [])
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium">
        Within {shown} miles
      </chakra.label>
      <Range
        ref={input}
        id={id}
        type="range"
        min={0}
        max={50}
        step={5}
        value={shown}
        aria-valuetext={`${shown} miles`}
        onChange={(e) => setShown(Number(e.currentTarget.value))}
      />
    </Stack>
  )
}
