import { useState } from 'react'

/** Card carousel geometry: one card moves per click. */
export const CARD_WIDTH = 300
export const CARD_GAP = 20
export const CARDS_VISIBLE = 3
/** How far the activities list scrolls per click, in pixels. */
export const SCROLL_STEP = 300

/** Wrap-around index: one before the first is the last, one after the last is the first. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** Index of the first visible card, kept between 0 and count − visible. */
export function clampIndex(index: number, count: number, visible: number): number {
  const last = Math.max(0, count - visible)
  return Math.min(Math.max(index, 0), last)
}

type CarouselRule = { mode: 'wrap' } | { mode: 'clamp'; visible: number }

export type CarouselState = {
  index: number
  hasPrevious: boolean
  hasNext: boolean
  previous: () => void
  next: () => void
  goTo: (index: number) => void
}

/** Index state of a carousel of `count` items; `rule` decides what happens at both ends. */
export function useCarousel(count: number, rule: CarouselRule): CarouselState {
  const [rawIndex, setRawIndex] = useState(0)
  const settle = (value: number) =>
    rule.mode === 'wrap' ? wrapIndex(value, count) : clampIndex(value, count, rule.visible)
  // Settled on read too, so a shorter list never leaves the index out of range.
  const index = settle(rawIndex)
  const goTo = (value: number) => setRawIndex(settle(value))
  const last = rule.mode === 'wrap' ? count - 1 : Math.max(0, count - rule.visible)
  return {
    index,
    hasPrevious: rule.mode === 'wrap' ? count > 1 : index > 0,
    hasNext: rule.mode === 'wrap' ? count > 1 : index < last,
    previous: () => goTo(index - 1),
    next: () => goTo(index + 1),
    goTo,
  }
}
