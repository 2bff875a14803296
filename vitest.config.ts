import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { defineConfig } from 'vitest/config'

/**
 * The order in which the projects' files start. The server's files take most of the run, the fuzz of the isolated
 * project the longest of them: started first, the long files end while the other worker still has short ones to
 * take (the client's), instead of one long file running alone at the end.
 */
const PROJECT_ORDER = ['server-isolated', 'server', 'client', 'contracts']

/** Vitest's order (failed, then slowest, then largest first) inside each project; the projects in PROJECT_ORDER. */
class LongProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => PROJECT_ORDER.indexOf(file.project.name)
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}

export default defineConfig({
  test: {
    projects: ['contracts', 'server', 'server/vitest.isolated.config.ts', 'client', 'tools/docs'],
    // Vitest's default leaves one core to itself (one worker on two cores). Its own work is small, and a server test
    // spends much of its time waiting on PostgreSQL or a child process: a second worker runs files meanwhile. Each
    // worker has a database of its own (server/test/database.ts).
    maxWorkers: 2,
    sequence: { sequencer: LongProjectsFirst },
  },
})
