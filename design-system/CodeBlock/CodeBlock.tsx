import type { ReactNode } from 'react';
import { CopyButton } from '../CopyButton';
import { useIsScrollable } from '../shared/useIsScrollable';
import {
  CodeBlockFloatingCopy,
  CodeBlockHeader,
  CodeBlockLanguage,
  CodeBlockRoot,
  CodeBlockTitle,
  CodePre,
} from './CodeBlock.styles';

export interface CodeBlockProps {
  code: string;
  /** A title above the code, e.g. 'Request body'. */
  title?: ReactNode;
  /** The language, shown small in the header, e.g. 'json' or 'bash'. */
  language?: string;
  showCopy?: boolean;
  copyLabel?: string;
  /** The copy toast text. */
  copyToastMessage?: string;
  /** Wraps long lines instead of scrolling sideways. */
  wrap?: boolean;
  /** A CSS length past which the code scrolls, e.g. '20rem'. */
  maxHeight?: string;
}

/** Monospaced, preformatted text with a copy action; it scrolls (and takes focus) when it overflows. */
export function CodeBlock({
  code,
  title,
  language,
  showCopy = true,
  copyLabel = 'Copy code',
  copyToastMessage,
  wrap = false,
  maxHeight,
}: CodeBlockProps) {
  const [preRef, scrollable] = useIsScrollable<HTMLPreElement>();
  const hasHeader = title != null || language != null;
  const copy = showCopy && <CopyButton value={code} label={copyLabel} toastMessage={copyToastMessage} />;
  return (
    <CodeBlockRoot>
      {hasHeader && (
        <CodeBlockHeader>
          <CodeBlockTitle>{title}</CodeBlockTitle>
          {language != null && <CodeBlockLanguage>{language}</CodeBlockLanguage>}
          {copy}
        </CodeBlockHeader>
      )}
      <CodePre ref={preRef} tabIndex={scrollable ? 0 : undefined} $wrap={wrap} $maxHeight={maxHeight} $floatingCopy={!hasHeader && showCopy}>
        <code>{code}</code>
      </CodePre>
      {!hasHeader && showCopy && <CodeBlockFloatingCopy>{copy}</CodeBlockFloatingCopy>}
    </CodeBlockRoot>
  );
}
