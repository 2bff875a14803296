import { messages, PATHS } from '@site/contracts'
import { PageMeta } from '../components/layout/page-meta'
import { CallListViewIsland } from '../features/call-list'

const text = messages.callListPage

export default function IdBasicCallListPage() {
  return (
    <section className="container section">
      <PageMeta path={PATHS.idBasicCallList} />
      <h1>{text.title}</h1>
      <p className="section__intro">{text.intro}</p>
      <CallListViewIsland />
    </section>
  )
}
