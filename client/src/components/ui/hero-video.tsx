import { siteShell } from '@site/contracts'
import { useEffect, useRef, useState } from 'react'
import { preload } from 'react-dom'
import { island } from '../../lib/island'

type HeroVideoProps = { webm: string; mp4: string; poster: string }

const prefersReducedMotion = (): boolean => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false

/** Decorative looping background video with the pause control WCAG 2.2.2 requires for moving content. */
export function HeroVideo({ webm, mp4, poster }: HeroVideoProps) {
  // The poster is the largest thing on the home's first screen: asked for from the head, before the styles.
  preload(poster, { as: 'image', fetchPriority: 'high' })
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState(false)

  useEffect(() => {
    const element = video.current
    if (!element || prefersReducedMotion()) return
    // React does not reflect `muted` as an attribute, and browsers only autoplay muted videos.
    element.muted = true
    element.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    )
  }, [])

  const toggle = () => {
    const element = video.current
    if (!element) return
    if (playing) {
      element.pause()
      setPlaying(false)
    } else {
      element.muted = true
      element.play().then(() => setPlaying(true), () => setPlaying(false))
    }
  }

  return (
    <>
      <video ref={video} className="hero-video" poster={poster} loop muted playsInline preload="metadata" aria-hidden="true" tabIndex={-1}>
        <source src={webm} type="video/webm" />
        <source src={mp4} type="video/mp4" />
      </video>
      <button type="button" className="hero-video__toggle" onClick={toggle}>
        {playing ? siteShell.pauseBackground : siteShell.playBackground}
      </button>
    </>
  )
}

/** HeroVideo as an island of the page the server drew (lib/island.tsx). */
export const HeroVideoIsland = island('hero-video', HeroVideo, 'visible')
