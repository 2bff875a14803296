export { CancelRegistration } from './components/cancel-registration'
