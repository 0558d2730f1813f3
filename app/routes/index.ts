export { paths, externalLinks, workflowEditPath, templateEditPath } from './paths';
export type { PathName, AppPath } from './paths';
