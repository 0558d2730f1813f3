import { useRef, type ReactElement, type RefObject } from 'react';
import styled from 'styled-components';
import { Focusable } from 'react-aria-components';
import { Icon } from '../Icon';
import { Link } from '../Link';
import { CellActionButton, CellExternalLink, CellLinkText, cellLinkCss } from './Table.styles';
import { cellText, redirectHref } from './tableCells';
import { TableTruncatedText, TableTruncationTooltip } from './TableTruncatedText';
import type { TableColumn } from './tableTypes';

const CellLink = styled(Link)`
  ${cellLinkCss}
`;

/** Link-like cell content whose text truncates; the tooltip hangs on the focusable control itself. */
function TruncatingControl({ text, children }: { text: string; children: (textRef: RefObject<HTMLSpanElement | null>) => ReactElement }) {
  const ref = useRef<HTMLSpanElement>(null);
  return (
    <TableTruncationTooltip text={text} textRef={ref}>
      {children(ref)}
    </TableTruncationTooltip>
  );
}

/** The content of one body cell, by the column's kind: text, link, redirect, action or custom. */
export function TableCellContent<T>({ column, row }: { column: TableColumn<T>; row: T }) {
  if (column.render) return <>{column.render(row)}</>;

  const value = column.accessor ? column.accessor(row) : (row as Record<string, unknown>)[column.id];
  const text = cellText(value);
  const kind = column.cell;
  if (!kind || text === '') return <TableTruncatedText text={text} />;

  switch (kind.type) {
    case 'link': {
      return (
        <TruncatingControl text={text}>
          {(ref) => (
            <Focusable>
              <CellExternalLink href={kind.href(row)} target="_blank" rel="noopener noreferrer">
                <CellLinkText ref={ref}>{text}</CellLinkText>
                <Icon name="externalLink" size="sm" label={kind.externalLabel} />
              </CellExternalLink>
            </Focusable>
          )}
        </TruncatingControl>
      );
    }
    case 'redirect':
      return (
        <TruncatingControl text={text}>
          {(ref) => (
            <CellLink href={redirectHref(kind.href, value)} variant="standalone">
              <CellLinkText ref={ref}>{text}</CellLinkText>
            </CellLink>
          )}
        </TruncatingControl>
      );
    case 'action':
      return (
        <TruncatingControl text={text}>
          {(ref) => (
            <CellActionButton onPress={() => kind.onAction(row)}>
              <CellLinkText ref={ref}>{text}</CellLinkText>
            </CellActionButton>
          )}
        </TruncatingControl>
      );
  }
}
