export { CapabilityTryoutModal, type CapabilityTryoutModalProps } from './CapabilityTryoutModal';
