/** Accessibility preferences of the accessibility bar, kept between visits. */
export const TEXT_SCALES = [100, 125, 150, 200] as const
export type TextScale = (typeof TEXT_SCALES)[number]

const SCALE_KEY = 'a11y:text-scale'
const CONTRAST_KEY = 'a11y:high-contrast'

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key)
  } catch {
    // Storage can be blocked (private mode, strict settings): fall back to defaults.
    return null
  }
}

const write = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value)
  } catch {
    // Same as above: the preference then lasts only for this page view.
  }
}

export const storedTextScale = (): TextScale => {
  const value = Number(read(SCALE_KEY))
  return TEXT_SCALES.find((scale) => scale === value) ?? 100
}

export const storedHighContrast = (): boolean => read(CONTRAST_KEY) === 'true'

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
  document.documentElement.style.fontSize = `${scale}%`
  reevaluateLayoutQueries()
  write(SCALE_KEY, String(scale))
}

export const applyHighContrast = (on: boolean): void => {
  document.documentElement.classList.toggle('high-contrast', on)
  write(CONTRAST_KEY, String(on))
}

export const applyStoredPreferences = (): void => {
  applyTextScale(storedTextScale())
  applyHighContrast(storedHighContrast())
}
