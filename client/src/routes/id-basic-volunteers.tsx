import { messages, PATHS } from '@site/contracts'
import { NoScriptNotice } from '../components/form'
import { PageMeta } from '../components/layout/page-meta'
import { VolunteerFormIsland } from '../features/submissions'

const text = messages.volunteerPage

export default function IdBasicVolunteersPage() {
  return (
    <section className="container section">
      <PageMeta path={PATHS.idBasicVolunteers} />
      <h1>{text.title}</h1>
      <p className="section__intro">{text.intro}</p>
      <NoScriptNotice />
      <VolunteerFormIsland />
    </section>
  )
}
