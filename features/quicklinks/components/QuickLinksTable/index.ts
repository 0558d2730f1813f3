export { QuickLinksTable, type QuickLinksTableProps } from './QuickLinksTable';
