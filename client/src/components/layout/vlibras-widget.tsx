import { useEffect } from 'react'
import { hasVlibrasConsent } from '@site/contracts'

/**
 * VLibras on every page, for a visitor who asked for it on the Acessibilidade page; nothing for anyone else, not even
 * the loader's code, which comes with the choice.
 */
export function VlibrasWidget() {
  useEffect(() => {
    if (hasVlibrasConsent(document.cookie)) void import('../../lib/vlibras').then(({ loadVlibras }) => loadVlibras())
  }, [])
  return null
}
