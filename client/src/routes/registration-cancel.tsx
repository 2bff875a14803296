import { messages, PATHS } from '@site/contracts'
import { useSearchParams } from 'react-router-dom'
import { NoScriptNotice } from '../components/form'
import { PageMeta } from '../components/layout/page-meta'
import { CancelRegistrationIsland } from '../features/events'

const text = messages.registrationCancel

export default function RegistrationCancelPage() {
  const [params] = useSearchParams()
  return (
    <section className="container section">
      <PageMeta path={PATHS.registrationCancel} />
      <h1>{text.title}</h1>
      <NoScriptNotice />
      <CancelRegistrationIsland token={params.get('token')} />
    </section>
  )
}
