import { CircleAlert, Inbox, SearchX } from 'lucide-react';
import { Spinner } from '../Spinner';
import { LoadMoreContent, StateCell, StateText } from './Table.styles';
import type { TableStateKind } from './tableStates';

const icons = { empty: Inbox, notFound: SearchX, error: CircleAlert } as const;

/** What a table shows instead of rows: 'You have no {title} yet', 'No data found' or 'Something went wrong'. */
export function TableStateMessage({ kind, text }: { kind: TableStateKind; text: string }) {
  const Glyph = icons[kind];
  return (
    <StateCell $tone={kind === 'error' ? 'danger' : 'neutral'} data-table-state={kind} role={kind === 'error' ? 'alert' : undefined}>
      <Glyph aria-hidden strokeWidth={1.75} />
      <StateText>{text}</StateText>
    </StateCell>
  );
}

/** The last row of an infinite table while the next page loads. */
export function TableLoadingMore({ label }: { label: string }) {
  return (
    <LoadMoreContent>
      <Spinner size="sm" />
      <span>{label}</span>
    </LoadMoreContent>
  );
}

/** Ids of the placeholder rows shown while a table loads. */
export function skeletonRowIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `vf-table-skeleton-${i}`);
}
