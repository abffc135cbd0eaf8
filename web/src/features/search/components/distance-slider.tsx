import { Slider } from '@chakra-ui/react'
import { useState } from 'react'

interface DistanceSliderProps {
  value: number
  onChange: (miles: number) => void
}

/** 0-50 miles in steps of 5 (spec section 5); reports once the thumb is let go. */
export function DistanceSlider({ value, onChange }: DistanceSliderProps) {
  const [shown, setShown] = useState(value)
  const [synced, setSynced] = useState(value)
  if (synced !== value) {
    setSynced(value)
    setShown(value)
  }
  return (
    <Slider.Root
      size="sm"
      colorPalette="brand"
      min={0}
      max={50}
      step={5}
      value={[shown]}
      onValueChange={(e) => setShown(e.value[0] ?? value)}
      onValueChangeEnd={(e) => onChange(e.value[0] ?? value)}
      getAriaValueText={(d) => `${d.value} miles`}
    >
      <Slider.Label>Within {shown} miles</Slider.Label>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  )
}
