import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import styles from './FlowLayout.module.css';

export interface FlowLayoutProps {
  /** The CSS custom properties of the organisation's theme (model/theme.ts). */
  themeStyle: CSSProperties;
  logo: string | null;
  /** Shown in the header when there is no logo. */
  brandName: string;
  children: ReactNode;
}

/** The page: the organisation's logo, one centred card, and the "Secured by Veriflow" footer. */
export function FlowLayout({ themeStyle, logo, brandName, children }: FlowLayoutProps) {
  return (
    <div className={styles.page} style={themeStyle} data-hosted-flow="">
      <header className={styles.header}>{logo ? <img className={styles.logo} src={logo} alt={brandName} /> : <span className={styles.wordmark}>{brandName}</span>}</header>
      <main className={styles.card}>{children}</main>
      <footer className={styles.footer}>
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z" fill="currentColor" />
        </svg>
        Secured by Veriflow
      </footer>
    </div>
  );
}

export interface ScreenHeadingProps {
  title: string;
  lead?: ReactNode;
  /** "Step 2 of 4": drawn as text and as a bar. */
  step?: { index: number; count: number };
}

/**
 * The screen's heading. It takes the focus when the screen appears, so a screen-reader user hears
 * where they are and a keyboard user starts from the top of the new step.
 */
export function ScreenHeading({ title, lead, step }: ScreenHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [title, step?.index]);
  return (
    <>
      {step ? (
        <div className={styles.progress}>
          <span>
            Step {step.index + 1} of {step.count}
          </span>
          <div className={styles.progressBar} aria-hidden="true" style={{ '--hf-progress': `${((step.index + 1) / step.count) * 100}%` } as CSSProperties} />
        </div>
      ) : null}
      <h1 ref={ref} tabIndex={-1} className={styles.heading}>
        {title}
      </h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </>
  );
}

export function Body({ children }: { children: ReactNode }) {
  return <p className={styles.body}>{children}</p>;
}

export function Actions({ children, align }: { children: ReactNode; align?: 'center' }) {
  return (
    <div className={styles.actions} data-align={align}>
      {children}
    </div>
  );
}
