import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_DELAY_MS, useSearchBox } from './use-search-box'

describe('useSearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    window.history.replaceState(null, '', '/admin/eventos')
  })
  afterEach(() => {
    vi.useRealTimers()
    window.history.replaceState(null, '', '/')
  })

  const typed = (text: string) => {
    const commit = vi.fn()
    const hook = renderHook(() => useSearchBox('', commit))
    act(() => hook.result.current[1](text))
    return commit
  }

  it('writes what was typed once typing pauses', () => {
    const commit = typed(' oficina ')
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS))
    expect(commit).toHaveBeenCalledWith('oficina')
  })

  it('writes nothing once the staff member has followed a link elsewhere (the next screen may still be loading)', () => {
    const commit = typed('oficina')
    window.history.pushState(null, '', '/admin/eventos/7')
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS))
    expect(commit).not.toHaveBeenCalled()
  })
})
