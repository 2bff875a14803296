import { messages, PATHS } from '@site/contracts'
import { NoScriptNotice } from '../components/form'
import { PageMeta } from '../components/layout/page-meta'
import { CycleRegistrationIsland } from '../features/events'

const text = messages.cyclePage

export default function CycleRegistrationPage() {
  return (
    <section className="container section">
      <PageMeta path={PATHS.cycleRegistration} />
      <h1>{text.title}</h1>
      <p className="section__intro">{text.intro}</p>
      <NoScriptNotice />
      <CycleRegistrationIsland />
    </section>
  )
}
