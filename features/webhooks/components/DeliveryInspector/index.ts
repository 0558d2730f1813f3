export { DeliveryInspector, type DeliveryInspectorProps } from './DeliveryInspector';
