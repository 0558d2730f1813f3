export { WorkflowCard, type WorkflowCardProps } from './WorkflowCard';
