import { useEffect, useState } from 'react'
import type { Lecture } from '@site/contracts'
import { fetchLectures } from '../api'

export type LecturesState = { status: 'loading' | 'ready'; lectures: readonly Lecture[] }

/** The cycle's lectures. SPEC §8: a failed load is only logged; the page then shows its empty state. */
export function useLectures(): LecturesState {
  const [state, setState] = useState<LecturesState>({ status: 'loading', lectures: [] })
  useEffect(() => {
    const controller = new AbortController()
    fetchLectures(controller.signal).then(
      (lectures) => setState({ status: 'ready', lectures }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        console.error('Falha ao carregar as palestras', error)
        setState({ status: 'ready', lectures: [] })
      },
    )
    return () => controller.abort()
  }, [])
  return state
}
