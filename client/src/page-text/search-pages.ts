/**
 * The static text of each page, for the site search: the server indexes what `listPageTexts` returns (with each
 * page's title and description from PAGE_HEADS). The only module of client/ the server reads; when the pages
 * become content in the database, the search reads them there instead.
 */
import { PATHS, type PublicPath } from '@site/contracts'
import * as academicDocuments from './academic-documents'
import * as achievements from './achievements'
import * as assistedTransfer from './assisted-transfer'
import * as contacts from './contacts'
import * as courseAi from './course-ai'
import * as courseNef from './course-nef'
import * as courseWriting from './course-official-writing'
import * as courseParenting from './course-parenting'
import * as courses from './courses'
import * as inclusion from './digital-inclusion'
import * as home from './home'
import * as institution from './institution'
import * as cycle from './lecture-cycle'
import * as partners from './partners'
import * as past from './past-projects'
import * as privacy from './privacy'
import * as programs from './programs'
import * as projects from './projects'
import * as team from './team'
import * as volunteerTraining from './volunteer-training'

/** What each page shows of page-text, as the values its component reads. */
const PAGE_TEXTS: Partial<Record<PublicPath, readonly unknown[]>> = {
  [PATHS.home]: [home],
  [PATHS.institution]: [institution],
  [PATHS.team]: [team],
  [PATHS.achievements]: [achievements],
  [PATHS.partners]: [partners],
  [PATHS.privacy]: [privacy.privacyPage, privacy.privacySections(undefined)],
  [PATHS.programs]: [programs],
  [PATHS.activeLongevity]: [projects.longevityProject, projects.longevityActivities, projects.longevityActivitiesSection],
  [PATHS.volunteerTraining]: [volunteerTraining],
  [PATHS.youngFirefighters]: [projects.youngFirefightersProject],
  [PATHS.activeProjects]: [projects.activeProjectsHero, projects.activeProjectCards, projects.activeProjectsSection],
  [PATHS.careHomes]: [projects.careHomesProject],
  [PATHS.pastProjects]: [
    past.pastProjectsHero,
    past.pastProjectsIntro,
    past.pastProjectCards,
    past.pastProjectsApproach,
    past.pastProjectsImpact,
  ],
  [PATHS.pastProjectGolfinho]: [past.golfinhoProject],
  [PATHS.pastProjectIdTodos]: [past.idTodosProject],
  [PATHS.pastProjectAfetar]: [past.afetarProject],
  [PATHS.idBasic]: [inclusion.ID_BASIC_NAME, inclusion.idBasicHero, inclusion.idBasicCards, inclusion.idBasicStats],
  [PATHS.idBasicAbout]: [inclusion.idBasicAboutHero, inclusion.idBasicAbout, inclusion.idBasicTimeline],
  [PATHS.idIntermediate]: [inclusion.ID_INTERMEDIATE_NAME, inclusion.idIntermediateHero, inclusion.idIntermediateCards],
  [PATHS.idIntermediateAbout]: [
    inclusion.idIntermediateAboutHero,
    inclusion.idIntermediateAbout,
    inclusion.idIntermediateTopics,
    inclusion.idIntermediateFacts,
  ],
  [PATHS.courses]: [courses.coursesHero, courses.coursesPurpose, courses.courses],
  [PATHS.courseNef]: [courseNef],
  [PATHS.courseAi]: [courseAi],
  [PATHS.courseParenting]: [courseParenting],
  [PATHS.courseOfficialWriting]: [courseWriting],
  [PATHS.cycle]: [cycle.cycleHero, cycle.cycleIntro, cycle.cycleHighlights],
  [PATHS.calendar]: [cycle.calendarHero],
  [PATHS.academicDocuments]: [academicDocuments],
  [PATHS.assistedTransfer]: [assistedTransfer],
  [PATHS.contacts]: [contacts],
}

/** A string a visitor reads: not a path, an address, a date or an identifier. */
const isReadable = (value: string) => /\s/.test(value) || /^\p{Lu}/u.test(value)
const isTechnical = (value: string) => value.startsWith('/') || value.includes('://') || /^\d{4}-\d{2}-\d{2}/.test(value)

/** Every readable string inside `value`, in order, each once. */
function readableStrings(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (isReadable(value) && !isTechnical(value)) found.add(value.trim())
  } else if (Array.isArray(value)) {
    for (const item of value) readableStrings(item, found)
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) readableStrings(item, found)
  }
  return found
}

/** The static text of every page that has some, one paragraph per line. */
export function listPageTexts(): { path: PublicPath; text: string }[] {
  return Object.entries(PAGE_TEXTS).map(([path, values]) => ({
    path: path as PublicPath,
    text: [...readableStrings(values, new Set())].join('\n'),
  }))
}
