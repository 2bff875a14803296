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

/**
 * VLibras, the federal government's Libras widget, runs only for a visitor who asked for it: the choice is this
 * cookie ('1'), which the server reads to allow the widget's hosts in that visitor's Content-Security-Policy and the
 * browser reads to load its script (decision 47).
 */
export const VLIBRAS_CONSENT_COOKIE = 'libras'
export const VLIBRAS_ORIGIN = 'https://vlibras.gov.br'
export const VLIBRAS_SCRIPT = `${VLIBRAS_ORIGIN}/app/vlibras-plugin.js`

/** Whether a Cookie header (or document.cookie) carries the visitor's consent to VLibras. */
export const hasVlibrasConsent = (cookies: string | undefined): boolean => cookie(cookies, VLIBRAS_CONSENT_COOKIE) === '1'
