import { ComingSoonPage } from '../components/content/coming-soon-page'
import { REGISTRATION_SOON } from '../content/digital-inclusion'

export default function IdIntermediateRegistrationPage() {
  return <ComingSoonPage title="Inscrições" message={REGISTRATION_SOON} />
}
