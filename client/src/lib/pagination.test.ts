import { describe, expect, it } from 'vitest'
import { CERTIFICATES_PER_PAGE } from '@site/contracts'
import { pageCount, pageSlice, pageWindow } from './pagination'

describe('pageWindow with 60 items (6 pages of 10)', () => {
  const total = pageCount(60, CERTIFICATES_PER_PAGE)

  it('has six pages', () => expect(total).toBe(6))

  it('on the first page shows 1-3, an ellipsis and the last page', () => {
    expect(pageWindow(1, total)).toEqual([1, 2, 3, 'ellipsis-end', 6])
  })

  it('on the last page shows the first page, an ellipsis and 4-6', () => {
    expect(pageWindow(6, total)).toEqual([1, 'ellipsis-start', 4, 5, 6])
  })

  it('in the middle shows every page, since no run of two hidden pages remains', () => {
    expect(pageWindow(3, total)).toEqual([1, 2, 3, 4, 5, 6])
    expect(pageWindow(4, total)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('never hides a single page behind an ellipsis', () => {
    expect(pageWindow(2, total)).toEqual([1, 2, 3, 4, 5, 6])
    expect(pageWindow(5, total)).toEqual([1, 2, 3, 4, 5, 6])
  })
})

describe('pageWindow with 60 pages', () => {
  it('always includes the first and the last page', () => {
    for (let page = 1; page <= 60; page += 1) {
      const items = pageWindow(page, 60)
      expect(items[0]).toBe(1)
      expect(items.at(-1)).toBe(60)
      expect(items).toContain(page)
    }
  })

  it('shows five pages around the current one with ellipses on both sides', () => {
    expect(pageWindow(30, 60)).toEqual([1, 'ellipsis-start', 28, 29, 30, 31, 32, 'ellipsis-end', 60])
  })

  it('near the start has only the trailing ellipsis', () => {
    expect(pageWindow(1, 60)).toEqual([1, 2, 3, 'ellipsis-end', 60])
    expect(pageWindow(4, 60)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 60])
  })

  it('near the end has only the leading ellipsis', () => {
    expect(pageWindow(60, 60)).toEqual([1, 'ellipsis-start', 58, 59, 60])
    expect(pageWindow(57, 60)).toEqual([1, 'ellipsis-start', 55, 56, 57, 58, 59, 60])
  })

  it('clamps a page outside the range', () => {
    expect(pageWindow(99, 60)).toEqual(pageWindow(60, 60))
    expect(pageWindow(0, 60)).toEqual(pageWindow(1, 60))
  })
})

describe('small lists', () => {
  it('shows nothing for no pages and a single button for one page', () => {
    expect(pageWindow(1, 0)).toEqual([])
    expect(pageWindow(1, 1)).toEqual([1])
  })

  it('counts at least one page and slices by page', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(61, 10)).toBe(7)
    const items = Array.from({ length: 25 }, (_, index) => index)
    expect(pageSlice(items, 3, 10)).toEqual([20, 21, 22, 23, 24])
  })
})
