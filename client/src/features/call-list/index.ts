export { fetchCallList } from './api'
export { CallListView, SearchableCallList } from './components/call-list-view'
