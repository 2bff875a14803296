import { PATHS } from '@site/contracts'
import { ProjectPage } from '../components/content/project-page'
import { afetarProject } from '../content/past-projects'

export default function PastProjectAfetarPage() {
  return <ProjectPage path={PATHS.pastProjectAfetar} content={afetarProject} />
}
