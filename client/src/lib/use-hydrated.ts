import { useSyncExternalStore } from 'react'

const nothingToWatch = () => () => {}

/**
 * False while the server draws the page and while React takes the server's markup over in the browser; true from
 * the next render on, and from the first render of a page drawn in the browser alone (the admin area).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  )
}
