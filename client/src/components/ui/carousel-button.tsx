import { messages } from '@site/contracts'
import type { Ref } from 'react'

type CarouselButtonProps = {
  direction: 'previous' | 'next'
  onClick: () => void
  /** What the carousel holds, for the accessible name: "Anterior: programas". */
  subject: string
  hidden?: boolean
  ref?: Ref<HTMLButtonElement>
}

const TEXT = { previous: messages.carousel.previous, next: messages.carousel.next }
const ARROW = { previous: '‹', next: '›' }

export function CarouselButton({ direction, onClick, subject, hidden, ref }: CarouselButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className={`carousel-button carousel-button--${direction}`}
      onClick={onClick}
      hidden={hidden}
    >
      {direction === 'previous' && <span aria-hidden="true">{ARROW.previous} </span>}
      {TEXT[direction]}
      <span className="visually-hidden">: {subject}</span>
      {direction === 'next' && <span aria-hidden="true"> {ARROW.next}</span>}
    </button>
  )
}
