/**
 * What the QuickLinks area offers (load it with `import()`: the page with its route, the editor's
 * panel when it first opens, so neither the table nor the QR code enters another chunk).
 */
export { QuickLinksPage } from './pages/QuickLinksPage';
export { QuickLinkPanel, type QuickLinkPanelProps } from './components/QuickLinkPanel';
