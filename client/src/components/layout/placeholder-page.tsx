import type { ReactNode } from 'react'
import { PageMeta } from './page-meta'

type PlaceholderPageProps = { title: string; description: string; children: ReactNode }

/** A page whose full version is still being built: a real heading and one sentence. */
export function PlaceholderPage({ title, description, children }: PlaceholderPageProps) {
  return (
    <section className="container section">
      <PageMeta title={title} description={description} />
      <h1>{title}</h1>
      <p className="section__intro">{children}</p>
    </section>
  )
}
