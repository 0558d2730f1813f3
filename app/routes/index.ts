export { paths, externalLinks, workflowEditPath, capabilityEditPath, workflowDuplicatePath, templateEditPath } from './paths';
export type { PathName, AppPath } from './paths';
