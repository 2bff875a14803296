export { HealthPanel } from './components/health-panel'
