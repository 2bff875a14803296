import { PATHS } from '@site/contracts'
import { ComingSoonPage } from '../components/page/coming-soon-page'
import { digitalInclusionSections, REGISTRATION_SOON } from '../page-text/digital-inclusion'

export default function IdIntermediateRegistrationPage() {
  return <ComingSoonPage path={PATHS.idIntermediateRegistration} title={digitalInclusionSections.registration} message={REGISTRATION_SOON} />
}
