/**
 * The accessibility bar's choices, kept in cookies so the server draws the page in them from the first paint (no
 * flash of the default look) and the browser reads the same values.
 */
export const TEXT_SCALES = [100, 125, 150, 200] as const
export type TextScale = (typeof TEXT_SCALES)[number]

export interface DisplayPreferences {
  textScale: TextScale
  highContrast: boolean
}

export const PREFERENCE_COOKIES = { textScale: 'texto', highContrast: 'contraste' } as const

export const DEFAULT_PREFERENCES: DisplayPreferences = { textScale: 100, highContrast: false }

const cookie = (cookies: string | undefined, name: string): string | undefined =>
  new RegExp(`(?:^|;)\\s*${name}=([^;]*)`).exec(cookies ?? '')?.[1]?.trim()

/** A Cookie header (or document.cookie) -> the preferences; anything unknown is the default. */
export function readPreferences(cookies: string | undefined): DisplayPreferences {
  const scale = Number(cookie(cookies, PREFERENCE_COOKIES.textScale))
  return {
    textScale: TEXT_SCALES.find((known) => known === scale) ?? DEFAULT_PREFERENCES.textScale,
    highContrast: cookie(cookies, PREFERENCE_COOKIES.highContrast) === '1',
  }
}
