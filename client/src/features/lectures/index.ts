export { fetchLectures } from './api'
export { LectureList } from './components/lecture-list'
export { useLectures, type LecturesState } from './hooks/use-lectures'
