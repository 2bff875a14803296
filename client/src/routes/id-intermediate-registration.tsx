import { PATHS } from '@site/contracts'
import { ComingSoonPage } from '../components/page/coming-soon-page'
import { REGISTRATION_SOON } from '../page-text/digital-inclusion'

export default function IdIntermediateRegistrationPage() {
  return <ComingSoonPage path={PATHS.idIntermediateRegistration} title="Inscrições" message={REGISTRATION_SOON} />
}
