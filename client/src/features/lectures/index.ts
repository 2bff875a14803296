export { fetchLectures } from './api'
export { LectureList } from './components/lecture-list'
