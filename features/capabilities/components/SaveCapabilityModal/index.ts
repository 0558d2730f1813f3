export { SaveCapabilityModal, type SaveCapabilityModalProps, type SaveCapabilityOptions, type SaveCapabilityResult } from './SaveCapabilityModal';
