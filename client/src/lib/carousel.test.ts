import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { clampIndex, useCarousel, wrapIndex } from './carousel'

describe('wrapIndex', () => {
  it('goes from the last item to the first', () => {
    expect(wrapIndex(3, 3)).toBe(0)
  })

  it('goes from the first item to the last', () => {
    expect(wrapIndex(-1, 3)).toBe(2)
  })

  it('is 0 for an empty list', () => {
    expect(wrapIndex(5, 0)).toBe(0)
  })
})

describe('clampIndex', () => {
  it('never goes below 0', () => {
    expect(clampIndex(-1, 4, 3)).toBe(0)
  })

  it('never goes beyond count minus the visible cards', () => {
    expect(clampIndex(2, 4, 3)).toBe(1)
    expect(clampIndex(9, 6, 3)).toBe(3)
  })

  it('stays at 0 when every card fits', () => {
    expect(clampIndex(1, 2, 3)).toBe(0)
  })
})

describe('useCarousel', () => {
  it('in clamp mode reports the ends and stops there', () => {
    const { result } = renderHook(() => useCarousel(5, { mode: 'clamp', visible: 3 }))
    expect(result.current).toMatchObject({ index: 0, hasPrevious: false, hasNext: true })
    act(() => result.current.next())
    act(() => result.current.next())
    expect(result.current).toMatchObject({ index: 2, hasPrevious: true, hasNext: false })
    act(() => result.current.next())
    expect(result.current.index).toBe(2)
  })

  it('in wrap mode always offers both directions', () => {
    const { result } = renderHook(() => useCarousel(3, { mode: 'wrap' }))
    act(() => result.current.previous())
    expect(result.current).toMatchObject({ index: 2, hasPrevious: true, hasNext: true })
  })
})
