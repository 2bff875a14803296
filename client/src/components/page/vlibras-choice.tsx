import { useEffect, useState } from 'react'
import { accessibilityPage as text } from '../../page-text/accessibility'
import { chooseVlibras, vlibrasChosen } from '../../lib/vlibras'
import { island } from '../../lib/island'

/**
 * The visitor's choice of VLibras: a button that turns it on (or off). The choice is read in the browser only, so
 * the server-drawn page shows the note that it needs JavaScript until the page is taken over.
 */
export function VlibrasChoice() {
  const [chosen, setChosen] = useState<boolean | null>(null)
  useEffect(() => setChosen(vlibrasChosen()), [])
  if (chosen === null) return <p>{text.librasNeedsScript}</p>
  return (
    <>
      {chosen && <p role="status">{text.librasActive}</p>}
      <p>
        <button type="button" className={chosen ? 'btn btn--outline' : 'btn btn--accent'} onClick={() => chooseVlibras(!chosen)}>
          {chosen ? text.librasOff : text.librasOn}
        </button>
      </p>
    </>
  )
}

/** VlibrasChoice as an island of the page the server drew (lib/island.tsx): it reads the choice as the page loads. */
export const VlibrasChoiceIsland = island('vlibras-choice', VlibrasChoice, 'load')
