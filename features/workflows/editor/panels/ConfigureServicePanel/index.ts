export { ConfigureServicePanel } from './ConfigureServicePanel';
export type { ConfigureServicePanelProps } from './ConfigureServicePanel';
export { SOURCE_LABELS, type MappableVariable, type NodeInput, type InputSource } from './configureInputs';
