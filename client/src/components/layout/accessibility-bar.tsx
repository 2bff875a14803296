import { useState } from 'react'
import { PATHS, siteShell } from '@site/contracts'
import { TEXT_SCALES, applyHighContrast, applyTextScale, currentPreferences } from '../../lib/preferences'
import { SKIP_TARGETS } from './skip-targets'
import './accessibility-bar.css'
import { island } from '../../lib/island'

/**
 * e-MAG's shortcuts, in its order: accesskey 1 to 4 (Alt+3 reaches the search box). Plain links: the browser
 * focuses a focusable target of the address's fragment, with or without JavaScript.
 */
const SKIP_LINKS = [
  [SKIP_TARGETS.content, siteShell.skipToContent],
  [SKIP_TARGETS.menu, siteShell.skipToMenu],
  [SKIP_TARGETS.search, siteShell.skipToSearch],
  [SKIP_TARGETS.footer, siteShell.skipToFooter],
] as const

/** The text size and contrast buttons: the only part of the bar that needs a script. */
export function DisplayTools() {
  const [preferences] = useState(currentPreferences)
  const [scaleIndex, setScaleIndex] = useState(() => TEXT_SCALES.indexOf(preferences.textScale))
  const [highContrast, setHighContrast] = useState(preferences.highContrast)

  const changeScale = (step: number) => {
    const next = Math.min(TEXT_SCALES.length - 1, Math.max(0, scaleIndex + step))
    setScaleIndex(next)
    applyTextScale(TEXT_SCALES[next] ?? 100)
  }

  const toggleContrast = () => {
    setHighContrast(!highContrast)
    applyHighContrast(!highContrast)
  }

  return (
    <div className="a11y-bar__tools" role="group" aria-label={siteShell.accessibility}>
      <button type="button" className="a11y-bar__button" onClick={() => changeScale(1)} disabled={scaleIndex === TEXT_SCALES.length - 1}>
        {siteShell.largerText}
        <span className="visually-hidden"> {siteShell.largerTextLabel}</span>
      </button>
      <button type="button" className="a11y-bar__button" onClick={() => changeScale(-1)} disabled={scaleIndex === 0}>
        {siteShell.smallerText}
        <span className="visually-hidden"> {siteShell.smallerTextLabel}</span>
      </button>
      <button type="button" className="a11y-bar__button" onClick={toggleContrast} aria-pressed={highContrast}>
        {siteShell.highContrast}
      </button>
    </div>
  )
}

/** DisplayTools as an island of the page the server drew (lib/island.tsx). */
const DisplayToolsIsland = island('display-tools', DisplayTools, 'use')

/**
 * The bar at the top of every public page. The skip links and the search box are plain HTML, which work before and
 * without any script; only the display tools become React, at the visitor's first touch.
 */
export function AccessibilityBar() {
  return (
    <div className="a11y-bar">
      <div className="container a11y-bar__inner">
        <nav aria-label={siteShell.skipLinks}>
          <ul className="a11y-bar__skips" role="list">
            {SKIP_LINKS.map(([target, label], index) => (
              <li key={target}>
                <a className="a11y-bar__skip" href={`#${target}`} accessKey={String(index + 1)}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <form className="a11y-bar__search" role="search" action={PATHS.search} method="get">
          <label htmlFor={SKIP_TARGETS.search} className="visually-hidden">
            {siteShell.searchLabel}
          </label>
          <input id={SKIP_TARGETS.search} type="search" name="q" />
          <button type="submit" className="a11y-bar__button">
            {siteShell.searchButton}
          </button>
        </form>
        <DisplayToolsIsland />
      </div>
    </div>
  )
}
