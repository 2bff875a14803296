import { useEffect, useEffectEvent, useState } from 'react'

/** Typing pauses this long before the search is written to the address: one entry per word, not per key. */
export const SEARCH_DELAY_MS = 300

/**
 * The text of a list's search box, whose settled value lives in the address (`settled`): what is typed shows at
 * once and is handed to `commit`, trimmed, once typing pauses. When the settled value changes from elsewhere
 * (back, a link), the box follows it; when it only catches up with what the box wrote, the box keeps what has been
 * typed since.
 */
export function useSearchBox(settled: string, commit: (value: string) => void): [string, (value: string) => void] {
  const [draft, setDraft] = useState(settled)
  const [followed, setFollowed] = useState(settled)
  // What this box last wrote: when the address catches up with it, the box may already hold more keys.
  const [written, setWritten] = useState<string | null>(null)
  if (settled !== followed) {
    setFollowed(settled)
    if (settled === written) setWritten(null)
    else if (settled !== draft.trim()) setDraft(settled)
  }
  const commitLatest = useEffectEvent((value: string) => {
    setWritten(value)
    commit(value)
  })
  useEffect(() => {
    const value = draft.trim()
    if (value === settled) return
    // A link followed meanwhile moves the address at once, while this screen may stay drawn until the next one has
    // loaded: the search then belongs to no screen, and writing it would bring the list back.
    const typedAt = window.location.pathname
    const timer = setTimeout(() => window.location.pathname === typedAt && commitLatest(value), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [draft, settled])
  return [draft, setDraft]
}
