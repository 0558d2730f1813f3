import styles from './StatusIcon.module.css';

export type StatusIconKind = 'success' | 'danger' | 'review' | 'neutral' | 'spinner' | 'error';

const PATHS: Readonly<Record<Exclude<StatusIconKind, 'spinner'>, string>> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  neutral: 'M5 12.5l4.5 4.5L19 7.5',
  danger: 'M7 7l10 10M17 7L7 17',
  review: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  error: 'M12 7v6M12 16.5v.5M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
};

/** The round status picture of the status screens; decorative (the heading says it in words). */
export function StatusIcon({ kind }: { kind: StatusIconKind }) {
  return (
    <span className={styles.circle} data-kind={kind} aria-hidden="true">
      {kind === 'spinner' ? (
        <svg viewBox="0 0 48 48" fill="none">
          <circle cx="24" cy="24" r="20" stroke="currentColor" strokeOpacity="0.18" strokeWidth="4" />
          <path d="M44 24A20 20 0 0 0 24 4" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
          <path d={PATHS[kind]} />
        </svg>
      )}
    </span>
  );
}
