export { Heading } from './Heading';
export type { HeadingProps, HeadingElement } from './Heading';
export type { HeadingLevel } from './Heading.styles';
