export { IntegratePanel, type IntegratePanelProps } from './IntegratePanel';
