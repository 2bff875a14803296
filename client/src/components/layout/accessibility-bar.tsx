import { useState } from 'react'
import { siteShell } from '@site/contracts'
import { TEXT_SCALES, applyHighContrast, applyTextScale, currentPreferences } from '../../lib/preferences'
import './accessibility-bar.css'
import { island } from '../../lib/island'



export function AccessibilityBar({ mainId }: { mainId: string }) {
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

  const skipToContent = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(mainId)
    if (!main) return
    // Focus (which also scrolls) instead of following the hash, so the router URL stays clean.
    event.preventDefault()
    main.focus()
  }

  return (
    <div className="a11y-bar">
      <div className="container a11y-bar__inner">
        <a className="a11y-bar__skip" href={`#${mainId}`} onClick={skipToContent}>
          {siteShell.skipToContent}
        </a>
        <div className="a11y-bar__tools" role="group" aria-label={siteShell.accessibility}>
          <button
            type="button"
            className="a11y-bar__button"
            onClick={() => changeScale(1)}
            disabled={scaleIndex === TEXT_SCALES.length - 1}
          >
            {siteShell.largerText}
            <span className="visually-hidden"> {siteShell.largerTextLabel}</span>
          </button>
          <button
            type="button"
            className="a11y-bar__button"
            onClick={() => changeScale(-1)}
            disabled={scaleIndex === 0}
          >
            {siteShell.smallerText}
            <span className="visually-hidden"> {siteShell.smallerTextLabel}</span>
          </button>
          <button type="button" className="a11y-bar__button" onClick={toggleContrast} aria-pressed={highContrast}>
            {siteShell.highContrast}
          </button>
        </div>
      </div>
    </div>
  )
}

/** AccessibilityBar as an island of the page the server drew (lib/island.tsx). */
export const AccessibilityBarIsland = island('accessibility-bar', AccessibilityBar, 'use')
