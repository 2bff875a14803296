import { hasVlibrasConsent, VLIBRAS_CONSENT_COOKIE, VLIBRAS_ORIGIN, VLIBRAS_SCRIPT } from '@site/contracts'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

declare global {
  interface Window {
    VLibras?: { Widget: new (appPath: string) => unknown }
  }
}

/** Whether this browser's visitor asked for VLibras (decision 47). Browser only: read it in effects. */
export const vlibrasChosen = (): boolean => hasVlibrasConsent(document.cookie)

/**
 * Keeps the visitor's choice and loads the page again: the server allows VLibras' hosts only in the
 * Content-Security-Policy of pages asked for with the consent cookie, so the page in hand could not load it.
 */
export function chooseVlibras(on: boolean): void {
  document.cookie = on
    ? `${VLIBRAS_CONSENT_COOKIE}=1; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`
    : `${VLIBRAS_CONSENT_COOKIE}=; path=/; max-age=0; samesite=lax`
  window.location.reload()
}

/** The markup the widget looks for: its access button and the frame of the virtual interpreter. */
function widgetMarkup(): HTMLElement {
  const root = document.createElement('div')
  root.setAttribute('vw', '')
  root.className = 'enabled'
  const button = document.createElement('div')
  button.setAttribute('vw-access-button', '')
  button.className = 'active'
  const wrapper = document.createElement('div')
  wrapper.setAttribute('vw-plugin-wrapper', '')
  const top = document.createElement('div')
  top.className = 'vw-plugin-top-wrapper'
  wrapper.append(top)
  root.append(button, wrapper)
  return root
}

/**
 * Adds the widget and its script, once per page load. The plugin starts its widget on the window's load event,
 * which has passed when a visitor's choice loads it: the handler it set is called by hand.
 */
export function loadVlibras(): void {
  if (document.querySelector(`script[src="${VLIBRAS_SCRIPT}"]`)) return
  document.body.append(widgetMarkup())
  const script = document.createElement('script')
  script.src = VLIBRAS_SCRIPT
  script.async = true
  script.addEventListener('load', () => {
    if (!window.VLibras) return
    new window.VLibras.Widget(`${VLIBRAS_ORIGIN}/app`)
    if (document.readyState === 'complete' && typeof window.onload === 'function') window.onload(new Event('load'))
  })
  document.body.append(script)
}
