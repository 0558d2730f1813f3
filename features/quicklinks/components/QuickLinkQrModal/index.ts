export { QuickLinkQrModal, type QuickLinkQrModalProps } from './QuickLinkQrModal';
