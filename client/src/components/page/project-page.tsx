import type { PublicPath } from '@site/contracts'
import type { ReactNode } from 'react'
import type { ProjectPageContent } from '../../page-text/types'
import { HeroBanner } from '../layout/hero-banner'
import { PageMeta } from '../layout/page-meta'
import { PageSection } from '../ui/page-section'
import { Prose } from '../ui/prose'
import { StatList } from '../ui/stat-list'
import { PagePhoto } from './page-photo'
import { TopicGrid } from './topic-grid'
import './project-page.css'

/** Layout shared by program and project pages; `children` adds sections after the standard ones. */
export function ProjectPage({ path, content, children }: { path: PublicPath; content: ProjectPageContent; children?: ReactNode }) {
  const { photoPage, hero, about, topics, results } = content
  return (
    <>
      <PageMeta path={path} />
      <HeroBanner {...hero} />
      <PageSection title={about.title}>
        <div className="project-page__about">
          <Prose paragraphs={about.paragraphs} />
          <PagePhoto
            page={photoPage}
            fallback={about.image}
            sizes="(min-width: 56rem) 40vw, 100vw"
            className="project-page__image"
          />
        </div>
      </PageSection>
      {topics && (
        <PageSection title={topics.title} intro={topics.intro} surface>
          <TopicGrid items={topics.items} />
        </PageSection>
      )}
      {results && (
        <PageSection title={results.title} intro={results.intro}>
          <StatList stats={results.stats} />
        </PageSection>
      )}
      {children}
    </>
  )
}
