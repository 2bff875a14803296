import { useId, type ReactNode } from 'react'

type PageSectionProps = {
  title: string
  intro?: string
  surface?: boolean
  /** Gives the section's content the reading width and spacing of `.prose`. */
  prose?: boolean
  children: ReactNode
}

/** A page section named by its own <h2>. */
export function PageSection({ title, intro, surface, prose, children }: PageSectionProps) {
  const headingId = useId()
  return (
    <section className={surface ? 'section section--surface' : 'section'} aria-labelledby={headingId}>
      <div className={prose ? 'container prose' : 'container'}>
        <h2 id={headingId} className="section__title">
          {title}
        </h2>
        {intro && <p className="section__intro">{intro}</p>}
        {children}
      </div>
    </section>
  )
}
