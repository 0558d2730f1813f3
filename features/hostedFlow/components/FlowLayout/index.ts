export { Actions, Body, FlowLayout, ScreenHeading, type FlowLayoutProps, type ScreenHeadingProps } from './FlowLayout';
