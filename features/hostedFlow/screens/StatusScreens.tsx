import { Actions, Body, ScreenHeading } from '../components/FlowLayout';
import { FlowButton } from '../components/FlowButton';
import { StatusIcon, type StatusIconKind } from '../components/StatusIcon';
import styles from './screens.module.css';

/** The first screen, until the session answers (and, framed, until the console sends the organisation). */
export function LoadingScreen() {
  return (
    <div className={styles.centered}>
      <StatusIcon kind="spinner" />
      <div role="status">
        <ScreenHeading title="Loading your verification" />
      </div>
      <Body>This takes a moment.</Body>
    </div>
  );
}

export interface LinkErrorScreenProps {
  title: string;
  message: string;
  /** Shown as "Try again" for failures that may pass (network, server errors). */
  onRetry?: () => void;
}

/** A link that cannot be used (invalid, expired, disabled, used up) or a failure to load. */
export function LinkErrorScreen({ title, message, onRetry }: LinkErrorScreenProps) {
  return (
    <div className={styles.centered} role="alert">
      <StatusIcon kind="error" />
      <ScreenHeading title={title} />
      <Body>{message}</Body>
      {onRetry ? (
        <Actions align="center">
          <FlowButton onClick={onRetry}>Try again</FlowButton>
        </Actions>
      ) : null}
    </div>
  );
}

export interface ProgressScreenProps {
  title: string;
  message: string;
}

/** Submitting, or PROCESSING while the flow polls: a spinner and a polite live status. */
export function ProgressScreen({ title, message }: ProgressScreenProps) {
  return (
    <div className={styles.centered}>
      <StatusIcon kind="spinner" />
      <div role="status" aria-live="polite">
        <ScreenHeading title={title} />
      </div>
      <Body>{message}</Body>
    </div>
  );
}

export interface OutcomeScreenProps {
  /** The decision when the server shows it (showResponseOutput), else null. */
  outcome: string | null;
  status: 'COMPLETED' | 'ERROR';
  message: string | null;
  transactionId: string;
  /** Where the end user goes next; the screen says so and offers the link. */
  redirectUrl: string | null;
  /** Tryout and Preview: run the flow again. */
  onRestart?: () => void;
}

const OUTCOMES: Readonly<Record<string, { icon: StatusIconKind; title: string; message: string }>> = {
  ACCEPTED: { icon: 'success', title: 'You are verified', message: 'Your verification was approved.' },
  REJECTED: { icon: 'danger', title: 'We could not verify you', message: 'Your verification was not approved.' },
  MANUAL_REVIEW: { icon: 'review', title: 'Your verification is under review', message: 'Our team is checking your details. You will hear from us soon.' },
};

/**
 * The end: the decision when the server sends one, else the neutral thank-you (a QuickLink that
 * does not show the response output), or the failure of the run.
 */
export function OutcomeScreen({ outcome, status, message, transactionId, redirectUrl, onRestart }: OutcomeScreenProps) {
  const shown =
    status === 'ERROR'
      ? { icon: 'error' as const, title: 'We could not complete your verification', message: message ?? 'Something went wrong while checking your details.' }
      : (outcome ? OUTCOMES[outcome] : undefined) ?? { icon: 'neutral' as const, title: 'Thank you — your verification is submitted', message: 'You can close this page.' };
  return (
    <div className={styles.centered}>
      <StatusIcon kind={shown.icon} />
      <div role="status">
        <ScreenHeading title={shown.title} />
      </div>
      <Body>{redirectUrl ? 'Taking you back…' : shown.message}</Body>
      {redirectUrl ? <a className={styles.link} href={redirectUrl}>
          Continue
        </a> : null}
      <p className={styles.reference}>Reference: {transactionId}</p>
      {onRestart ? (
        <Actions align="center">
          <FlowButton variant="secondary" onClick={onRestart}>
            Start again
          </FlowButton>
        </Actions>
      ) : null}
    </div>
  );
}
