import { messages } from '@site/contracts'
import { useEffect, useRef, useState } from 'react'
import { ExternalLink } from './external-link'
import { island } from '../../lib/island'

type MapEmbedProps = {
  src: string
  openUrl: string
  title: string
  /** False while the content above is still arriving: the map is not yet where the visitor will find it. */
  loadWhenNear?: boolean
}

/** The third-party map loads only when needed: scrolled near (once in its place) or asked for. */
export function MapEmbed({ src, openUrl, title, loadWhenNear = true }: MapEmbedProps) {
  const [shown, setShown] = useState(false)
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (shown || !loadWhenNear || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setShown(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [shown, loadWhenNear])

  return (
    <div ref={box} className="map-embed">
      {shown ? (
        <iframe className="map-embed__frame" src={src} title={title} loading="lazy" width="800" height="400" />
      ) : (
        <div className="map-embed__placeholder">
          <button type="button" className="btn" onClick={() => setShown(true)}>
            {messages.pageParts.showMap}
          </button>
        </div>
      )}
      <p className="map-embed__link">
        <ExternalLink href={openUrl}>{messages.pageParts.openMap}</ExternalLink>
      </p>
    </div>
  )
}

/** MapEmbed as an island of the page the server drew (lib/island.tsx). */
export const MapEmbedIsland = island('map-embed', MapEmbed, 'visible')
