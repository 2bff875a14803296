import { messages } from '@site/contracts'
import { useRef, type CSSProperties, type ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { CARD_GAP, CARD_WIDTH, CARDS_VISIBLE, useCarousel } from '../../lib/carousel'
import { CarouselButton } from './carousel-button'
import './carousel.css'

type CardCarouselProps<T> = {
  label: string
  items: readonly T[]
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
}

/**
 * Row of cards that moves one card per click, three in view, and stops at both ends.
 * On narrow screens the CSS turns it into a plain swipeable row and hides the buttons.
 */
export function CardCarousel<T>({ label, items, itemKey, renderItem }: CardCarouselProps<T>) {
  const carousel = useCarousel(items.length, { mode: 'clamp', visible: CARDS_VISIBLE })
  const previousRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const subject = label.toLowerCase()

  // A button hides itself at its end; keep the keyboard focus on the one that stays.
  const move = (step: () => void, other: typeof previousRef) => {
    flushSync(step)
    if (document.activeElement instanceof HTMLButtonElement && document.activeElement.hidden) other.current?.focus()
  }
  // Tabbing onto a card outside the window brings it into view.
  const reveal = (position: number) => {
    if (position < carousel.index) carousel.goTo(position)
    else if (position >= carousel.index + CARDS_VISIBLE) carousel.goTo(position - CARDS_VISIBLE + 1)
  }
  const offset = { '--card-carousel-offset': `${-carousel.index * (CARD_WIDTH + CARD_GAP)}px` } as CSSProperties

  return (
    <section className="card-carousel" aria-roledescription={messages.carousel.roleDescription} aria-label={label}>
      <div className="card-carousel__viewport">
        <ul className="card-carousel__track" style={offset}>
          {items.map((item, position) => (
            <li key={itemKey(item)} className="card-carousel__item" onFocus={() => reveal(position)}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      </div>
      <div className="carousel-controls">
        <CarouselButton
          ref={previousRef}
          direction="previous"
          subject={subject}
          hidden={!carousel.hasPrevious}
          onClick={() => move(carousel.previous, nextRef)}
        />
        <CarouselButton
          ref={nextRef}
          direction="next"
          subject={subject}
          hidden={!carousel.hasNext}
          onClick={() => move(carousel.next, previousRef)}
        />
      </div>
    </section>
  )
}
