export { AwaitsModal } from './AwaitsModal';
export type { AwaitsModalProps } from './AwaitsModal';
export { selectedCountText, filterByKey } from './awaitSelection';
