export { FlowFields, type FlowFieldsProps } from './FlowFields';
