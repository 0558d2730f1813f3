export { TryoutPanel, type TryoutPanelProps } from './TryoutPanel';
