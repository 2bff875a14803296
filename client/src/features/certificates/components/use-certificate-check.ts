import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react'
import type { PublicCertificate } from '@site/contracts'
import { fetchCertificate } from '../api'

export type CheckState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'found'; certificate: PublicCertificate }
  | { kind: 'notFound' }

/**
 * One lookup at a time (a new one aborts the last). A code from the address is checked on arrival without moving
 * focus; a code the visitor typed moves focus to the result's heading or to the error once they are on screen.
 */
export function useCertificateCheck(initialCode: string | undefined, onFound?: (codigo: string) => void) {
  const [state, setState] = useState<CheckState>(initialCode?.trim() ? { kind: 'loading' } : { kind: 'idle' })
  const resultHeading = useRef<HTMLHeadingElement>(null)
  const errorMessage = useRef<HTMLDivElement>(null)
  const focusAfterRender = useRef<'result' | 'error' | null>(null)
  const request = useRef<AbortController | null>(null)

  const check = useCallback(
    async (rawCode: string, manual: boolean) => {
      const codigo = rawCode.trim()
      request.current?.abort()
      if (!codigo) {
        // A blank code is simply not found, and the server is not called.
        focusAfterRender.current = manual ? 'error' : null
        setState({ kind: 'notFound' })
        return
      }
      const controller = new AbortController()
      request.current = controller
      setState({ kind: 'loading' })
      try {
        const certificate = await fetchCertificate(codigo, controller.signal)
        if (controller.signal.aborted) return
        focusAfterRender.current = manual ? 'result' : null
        setState({ kind: 'found', certificate })
        if (manual) onFound?.(certificate.codigo || codigo)
      } catch {
        if (controller.signal.aborted) return
        // Any lookup failure reads as "not found": the visitor cannot tell a network fault from a wrong code anyway.
        focusAfterRender.current = manual ? 'error' : null
        setState({ kind: 'notFound' })
      }
    },
    [onFound],
  )

  // Only on arrival: later searches come from the form.
  const checkArrivalCode = useEffectEvent(() => {
    if (initialCode?.trim()) void check(initialCode, false)
  })
  useEffect(() => {
    checkArrivalCode()
    return () => request.current?.abort()
  }, [])

  useEffect(() => {
    const target = focusAfterRender.current
    if (!target) return
    focusAfterRender.current = null
    if (target === 'result') resultHeading.current?.focus()
    else errorMessage.current?.focus()
  }, [state])

  return { state, check, resultHeading, errorMessage }
}
