import { RatingGroup } from '@chakra-ui/react'

type StarRatingInputProps = {
  value: number
  onChange: (value: number) => void
  disabled?: boolean
}

const starLabel = (n: number) => (n === 1 ? '1 star' : `${n} stars`)

/**
 * The review's 1-5 star choice: a radio group (Tab reaches the chosen star, the arrow keys move
 * between stars), each star named '1 star' … '5 stars'.
 */
export function StarRatingInput({ value, onChange, disabled }: StarRatingInputProps) {
  return (
    <RatingGroup.Root
      count={5}
      value={value}
      onValueChange={(details) => onChange(details.value)}
      disabled={disabled}
      colorPalette="yellow"
      size="lg"
      translations={{ ratingValueText: starLabel }}
      name="rating"
      display="flex"
      flexDirection="column"
      alignItems="flex-start"
      gap="1"
    >
      <RatingGroup.Label fontWeight="medium" fontSize="sm">
        Your rating
      </RatingGroup.Label>
      <RatingGroup.HiddenInput />
      <RatingGroup.Control gap="1" ms="-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <RatingGroup.Item key={n} index={n} p="1" rounded="sm" cursor="pointer">
            <RatingGroup.ItemIndicator />
          </RatingGroup.Item>
        ))}
      </RatingGroup.Control>
    </RatingGroup.Root>
  )
}
