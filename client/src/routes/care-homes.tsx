import { PATHS } from '@site/contracts'
import { ProjectPage } from '../components/content/project-page'
import { careHomesProject } from '../content/projects'

export default function CareHomesPage() {
  return <ProjectPage path={PATHS.careHomes} content={careHomesProject} />
}
