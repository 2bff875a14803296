import type { ImgHTMLAttributes, SyntheticEvent } from 'react'

export const PLACEHOLDER_IMAGE = '/media/placeholder.svg'

type SmartImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string
  alt: string
  width: number
  height: number
}

export function SmartImage({ loading = 'lazy', decoding = 'async', onError, ...props }: SmartImageProps) {
  const fallBack = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    const img = event.currentTarget
    // Guard against a loop when the placeholder itself is missing.
    if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE
    onError?.(event)
  }
  return <img loading={loading} decoding={decoding} onError={fallBack} {...props} />
}
