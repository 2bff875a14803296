export { AttentionPanel } from './components/attention-panel'
export { useInboxSummary } from './use-inbox-summary'
