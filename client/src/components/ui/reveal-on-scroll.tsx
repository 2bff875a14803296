import { useEffect, useRef, useState, type ReactNode } from 'react'
import { SCROLL_REVEAL_THRESHOLD } from '@site/contracts'
import { prefersReducedMotion } from '../../lib/use-reduced-motion'
import './reveal-on-scroll.css'

function startsHidden(): boolean {
  return typeof IntersectionObserver !== 'undefined' && !prefersReducedMotion()
}

/** Fades its content in once 10% of it is on screen; without IntersectionObserver or with reduced motion it is simply shown. */
export function RevealOnScroll({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [hidden, setHidden] = useState(startsHidden)

  useEffect(() => {
    const element = ref.current
    if (!hidden || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= SCROLL_REVEAL_THRESHOLD)) {
          setHidden(false)
          observer.disconnect()
        }
      },
      { threshold: SCROLL_REVEAL_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [hidden])

  const classes = ['reveal', hidden ? 'reveal--hidden' : 'reveal--shown', className].filter(Boolean).join(' ')
  return (
    <div ref={ref} className={classes} data-revealed={!hidden}>
      {children}
    </div>
  )
}
