import { useState } from 'react'
import { messages, type MediaItem } from '@site/contracts'
import { MediaPicker, type PickedImage } from '../../../components/media/media-picker'
import { SmartImage } from '../../../components/ui/smart-image'
import { listMedia } from '../../../lib/media-library'
import { dataOr, useRemoteData } from '../../../lib/use-remote-data'

type EventPhotoFieldProps = {
  /** `foto`: the address of the event's photo, as the API has always taken it. */
  value: string
  onChange: (address: string) => void
  error?: string
}

const names = (item: MediaItem, address: string) => item.url === address || item.variantes.some((copy) => copy.url === address)

/**
 * The event's photo, chosen from the media library (only an image with alt text): the form sends the image's
 * address as `foto`. An address saved before the library existed is shown as it is and kept until staff choose
 * another image.
 */
export function EventPhotoField({ value, onChange, error }: EventPhotoFieldProps) {
  const library = useRemoteData(listMedia)
  const [picked, setPicked] = useState<PickedImage | null>(null)
  const inLibrary = dataOr(library, []).find((item) => names(item, value))
  const current = picked?.picture.url === value ? picked : inLibrary ? { id: inLibrary.id, picture: inLibrary } : null
  const earlier = value && !current && library.status !== 'loading'
  return (
    <MediaPicker
      label={messages.eventOperations.photoLabel}
      value={current}
      error={error}
      empty={earlier ? <SmartImage src={value} alt={messages.pagePhotos.current} width={256} height={160} /> : undefined}
      onChange={(image) => {
        setPicked(image)
        onChange(image?.picture.url ?? '')
      }}
    />
  )
}
