export { QuickLinkForm, NO_CREATE_PERMISSION, type QuickLinkFormProps } from './QuickLinkForm';
