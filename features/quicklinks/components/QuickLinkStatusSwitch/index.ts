export { QuickLinkStatusSwitch, NO_UPDATE_PERMISSION, type QuickLinkStatusSwitchProps } from './QuickLinkStatusSwitch';
