export { Tag } from './Tag';
export type { TagProps } from './Tag';
export { TagList } from './TagList';
export type { TagListProps, TagListItem } from './TagList';
export type { TagColor } from './Tag.styles';
