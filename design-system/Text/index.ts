export { Text } from './Text';
export type { TextProps, TextElement } from './Text';
export type { TextVariant, TextTone, TextWeight } from './Text.styles';
