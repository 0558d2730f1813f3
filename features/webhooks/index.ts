/**
 * What the webhooks area offers (load it with `import()`, with its route): the list page. The
 * detail page, the expected-events modal and the signature field are shared inside the area.
 */
export { WebhooksPage } from './pages/WebhooksPage';
