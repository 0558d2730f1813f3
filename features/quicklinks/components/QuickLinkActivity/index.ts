export { QuickLinkActivity, type QuickLinkActivityProps } from './QuickLinkActivity';
