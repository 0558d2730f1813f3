export { WebhookDetailPage } from './pages/WebhookDetailPage';
