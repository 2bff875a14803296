import { ProjectPage } from '../components/content/project-page'
import { golfinhoProject } from '../content/past-projects'

export default function PastProjectGolfinhoPage() {
  return <ProjectPage content={golfinhoProject} />
}
