export { fetchCallList } from './api'
export { CallListView, CallListViewIsland, SearchableCallList } from './components/call-list-view'
