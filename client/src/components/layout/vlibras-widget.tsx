import { useEffect } from 'react'
import { loadVlibras, vlibrasChosen } from '../../lib/vlibras'

/** VLibras on every page, for a visitor who asked for it on the Acessibilidade page; nothing for anyone else. */
export function VlibrasWidget() {
  useEffect(() => {
    if (vlibrasChosen()) loadVlibras()
  }, [])
  return null
}
