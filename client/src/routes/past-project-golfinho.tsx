import { PATHS } from '@site/contracts'
import { ProjectPage } from '../components/content/project-page'
import { golfinhoProject } from '../content/past-projects'

export default function PastProjectGolfinhoPage() {
  return <ProjectPage path={PATHS.pastProjectGolfinho} content={golfinhoProject} />
}
