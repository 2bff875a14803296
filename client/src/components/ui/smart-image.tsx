import type { ImgHTMLAttributes, SyntheticEvent } from 'react'

export const PLACEHOLDER_IMAGE = '/media/placeholder.svg'

type SmartImageProps = ImgHTMLAttributes<HTMLImageElement> & {
  src: string
  alt: string
  width: number
  height: number
}

/** Guarded against a loop when the placeholder itself is missing. */
const showPlaceholder = (img: HTMLImageElement) => {
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE
}

/**
 * An image drawn by the server may have failed before React took the page over, when its error event had no
 * listener yet: a finished image that cannot be decoded is a failed one.
 */
const catchEarlyFailure = (img: HTMLImageElement | null) => {
  if (img?.complete) img.decode().catch(() => showPlaceholder(img))
}

export function SmartImage({ loading = 'lazy', decoding = 'async', onError, ...props }: SmartImageProps) {
  const fallBack = (event: SyntheticEvent<HTMLImageElement, Event>) => {
    showPlaceholder(event.currentTarget)
    onError?.(event)
  }
  // The placeholder's address on the element: on a page the server drew, the entry (main.tsx) does the same without
  // React for an image outside the islands.
  return (
    <img
      ref={catchEarlyFailure}
      loading={loading}
      decoding={decoding}
      onError={fallBack}
      data-placeholder={PLACEHOLDER_IMAGE}
      {...props}
    />
  )
}
