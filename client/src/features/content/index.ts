export { CalendarEntries } from './components/calendar-entries'
export { CourseOfferings } from './components/course-offerings'
export { PartnerList } from './components/partner-list'
export { TeamList } from './components/team-list'
