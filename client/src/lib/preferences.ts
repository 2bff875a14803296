import { PREFERENCE_COOKIES, type DisplayPreferences, type TextScale } from '@site/contracts'
import { serverRender } from './render-scope'

export { TEXT_SCALES, type TextScale } from '@site/contracts'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

const write = (name: string, value: string): void => {
  document.cookie = `${name}=${value}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`
}

/**
 * The preferences the page is drawn with: the request's on the server; in the browser, what the server applied to
 * <html> from the cookies (server/src/pages/page-shell.ts), as the bar below changes it.
 */
export function currentPreferences(): DisplayPreferences {
  if (import.meta.env.SSR) return serverRender()!.preferences
  const html = document.documentElement
  return {
    textScale: (Number.parseInt(html.style.fontSize, 10) || 100) as TextScale,
    highContrast: html.classList.contains('high-contrast'),
  }
}

/**
 * The layout's breakpoints are @container queries on the body, in rem, so they follow this font size. Chromium
 * keeps the rem they were first evaluated with for elements added later (a page rendered after the stored size is
 * applied), until the body is made a container again.
 */
const reevaluateLayoutQueries = (): void => {
  const { body } = document
  body.style.containerType = 'normal'
  void body.offsetWidth // applies the change before it is undone
  body.style.removeProperty('container-type')
}

export const applyTextScale = (scale: TextScale): void => {
  document.documentElement.style.fontSize = scale === 100 ? '' : `${scale}%`
  reevaluateLayoutQueries()
  write(PREFERENCE_COOKIES.textScale, String(scale))
}

export const applyHighContrast = (on: boolean): void => {
  document.documentElement.classList.toggle('high-contrast', on)
  write(PREFERENCE_COOKIES.highContrast, on ? '1' : '0')
}
