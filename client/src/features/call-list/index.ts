export { fetchCallList } from './api'
export { CallListView, SearchableCallList } from './components/call-list-view'
export { useCallList, type CallListState } from './hooks/use-call-list'
import './call-list.css'
