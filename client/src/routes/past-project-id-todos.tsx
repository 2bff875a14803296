import { PATHS } from '@site/contracts'
import { ProjectPage } from '../components/content/project-page'
import { idTodosProject } from '../content/past-projects'

export default function PastProjectIdTodosPage() {
  return <ProjectPage path={PATHS.pastProjectIdTodos} content={idTodosProject} />
}
