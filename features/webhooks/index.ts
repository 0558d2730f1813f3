/**
 * What the webhooks area offers (load it with `import()`, with its route): the list page and the
 * detail page. The expected-events modal and the signature field are shared inside the area.
 */
export { WebhooksPage } from './pages/WebhooksPage';
export { WebhookDetailPage } from './pages/WebhookDetailPage';
