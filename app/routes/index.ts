export { paths, externalLinks } from './paths';
export type { PathName, AppPath } from './paths';
