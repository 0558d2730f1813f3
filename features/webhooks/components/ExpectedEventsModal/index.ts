export { ExpectedEventsModal, EXPECTED_EVENTS_TITLE, EXPECTED_EVENTS_UPDATED, type ExpectedEventsModalProps } from './ExpectedEventsModal';
