import { messages, PATHS } from '@site/contracts'
import { NoScriptNotice } from '../components/form'
import { PageMeta } from '../components/layout/page-meta'
import { DocumentRequestFormIsland } from '../features/submissions'

const text = messages.documentRequestPage

export default function DocumentRequestPage() {
  return (
    <section className="container section">
      <PageMeta path={PATHS.documentRequest} />
      <h1>{text.title}</h1>
      <p className="section__intro">{text.intro}</p>
      <NoScriptNotice />
      <DocumentRequestFormIsland />
    </section>
  )
}
