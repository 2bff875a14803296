import { siteShell } from '@site/contracts'
import { useEffect, useRef, useState } from 'react'
import { preload } from 'react-dom'
import { island } from '../../lib/island'

type HeroVideoProps = { webm: string; mp4: string; poster: string }

/**
 * The sources apply only to a visitor who has not asked for less motion: for the others the video has nothing to
 * play, and stays its poster, without any script.
 */
const MOTION_ALLOWED = '(prefers-reduced-motion: no-preference)'

/**
 * Decorative looping background video with the pause control WCAG 2.2.2 requires for moving content. The page's
 * HTML plays it by itself (muted, as browsers require), so it needs no script until the visitor reaches for its
 * button: until then the button's words follow the same media query as the sources (home.css).
 */
export function HeroVideo({ webm, mp4, poster }: HeroVideoProps) {
  // The poster is the largest thing on the home's first screen: asked for from the head, before the styles.
  preload(poster, { as: 'image', fetchPriority: 'high' })
  const video = useRef<HTMLVideoElement>(null)
  const [playing, setPlaying] = useState<boolean | null>(null)

  useEffect(() => {
    const element = video.current
    if (!element) return
    const follow = () => setPlaying(!element.paused)
    follow()
    element.addEventListener('play', follow)
    element.addEventListener('pause', follow)
    return () => {
      element.removeEventListener('play', follow)
      element.removeEventListener('pause', follow)
    }
  }, [])

  const toggle = () => {
    const element = video.current
    if (!element) return
    if (!element.paused) {
      element.pause()
      return
    }
    // Asked for by a visitor who prefers less motion: the sources are theirs too from now on.
    if (!element.currentSrc) {
      for (const source of element.querySelectorAll('source')) source.removeAttribute('media')
      element.load()
    }
    element.muted = true
    element.play().catch(() => setPlaying(false))
  }

  return (
    <>
      <video ref={video} className="hero-video" poster={poster} autoPlay loop muted playsInline preload="metadata" aria-hidden="true" tabIndex={-1}>
        <source src={webm} type="video/webm" media={MOTION_ALLOWED} />
        <source src={mp4} type="video/mp4" media={MOTION_ALLOWED} />
      </video>
      <button type="button" className="hero-video__toggle" onClick={toggle}>
        {playing === null ? (
          <>
            <span className="hero-video__label-moving">{siteShell.pauseBackground}</span>
            <span className="hero-video__label-still">{siteShell.playBackground}</span>
          </>
        ) : playing ? (
          siteShell.pauseBackground
        ) : (
          siteShell.playBackground
        )}
      </button>
    </>
  )
}

/** HeroVideo as an island of the page the server drew (lib/island.tsx). */
export const HeroVideoIsland = island('hero-video', HeroVideo, 'use')
