export { EndPanel, END_PANEL_TITLES, type EndPanelProps } from './EndPanel';
