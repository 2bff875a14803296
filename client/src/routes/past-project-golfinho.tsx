import { PATHS } from '@site/contracts'
import { ProjectPage } from '../components/page/project-page'
import { golfinhoProject } from '../page-text/past-projects'

export default function PastProjectGolfinhoPage() {
  return <ProjectPage path={PATHS.pastProjectGolfinho} content={golfinhoProject} />
}
