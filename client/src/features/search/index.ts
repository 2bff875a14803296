export { searchSite } from './api'
