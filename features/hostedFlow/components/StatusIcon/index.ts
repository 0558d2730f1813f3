export { StatusIcon, type StatusIconKind } from './StatusIcon';
