export { findLecture, listUpcomingLectures } from './service.ts'
