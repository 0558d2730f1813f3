import { useId, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { JsonViewer } from '../JsonViewer';
import { Modal, ModalTrigger } from '../Modal';
import { classifyValue, TEXT_CUT_LENGTH, visibleEntries } from './classifyValue';
import { EmptyValue, FullText, InlineActionButton, KeyValueTable, OpenLinkAnchor } from './KeyValue.styles';

export interface KeyValueProps {
  /** The object whose members become rows, in their order. */
  data: Record<string, unknown>;
  /** Members not to show, e.g. response metadata. */
  hiddenKeys?: readonly string[];
  /** How a member name shows; the name itself by default. */
  formatKey?: (key: string) => ReactNode;
  /** A visible caption naming the table. */
  caption?: ReactNode;
  /** Accessible name when there is no caption. */
  'aria-label'?: string;
  keyHeader?: string;
  valueHeader?: string;
  /** Shown for empty values. */
  emptyText?: string;
  /** Opens an object or array in a modal. */
  viewDetailsLabel?: string;
  /** Opens an http(s) link in a new tab. */
  openLinkLabel?: string;
  /** Opens cut text in full in a modal. */
  readMoreLabel?: string;
  /** Accessible name of the modals' close button. */
  closeLabel?: string;
  /** Text longer than this is cut. */
  maxTextLength?: number;
  /** Shown instead of the table when no rows remain. */
  emptyState?: ReactNode;
}

interface RowProps extends Required<Pick<KeyValueProps, 'emptyText' | 'viewDetailsLabel' | 'openLinkLabel' | 'readMoreLabel' | 'closeLabel' | 'maxTextLength'>> {
  name: string;
  label: ReactNode;
  value: unknown;
}

function KeyValueRow({ name, label, value, emptyText, viewDetailsLabel, openLinkLabel, readMoreLabel, closeLabel, maxTextLength }: RowProps) {
  const keyId = useId();
  const display = classifyValue(value, maxTextLength);
  let cell: ReactNode;
  switch (display.kind) {
    case 'empty':
      cell = <EmptyValue>{emptyText}</EmptyValue>;
      break;
    case 'text':
      cell = display.text;
      break;
    case 'link':
      cell = (
        <OpenLinkAnchor href={display.href} target="_blank" rel="noopener noreferrer" aria-describedby={keyId}>
          {openLinkLabel}
          <Icon name="externalLink" size="sm" />
        </OpenLinkAnchor>
      );
      break;
    case 'details':
      cell = (
        <ModalTrigger>
          <InlineActionButton aria-describedby={keyId}>
            <Icon name="eye" size="sm" />
            {viewDetailsLabel}
          </InlineActionButton>
          <Modal title={label} size="lg" closeLabel={closeLabel}>
            <JsonViewer value={display.value} aria-label={name} defaultExpandedDepth={2} maxHeight="60vh" />
          </Modal>
        </ModalTrigger>
      );
      break;
    case 'longText':
      cell = (
        <>
          {display.preview}{' '}
          <ModalTrigger>
            <InlineActionButton aria-describedby={keyId}>{readMoreLabel}</InlineActionButton>
            <Modal title={label} closeLabel={closeLabel}>
              <FullText>{display.full}</FullText>
            </Modal>
          </ModalTrigger>
        </>
      );
      break;
  }
  return (
    <tr data-kind={display.kind}>
      <th scope="row" id={keyId}>
        {label}
      </th>
      <td>{cell}</td>
    </tr>
  );
}

/** An object as a two-column table: empty values as NA, objects behind 'View Details', links as 'Open Link', long text cut. */
export function KeyValue({
  data,
  hiddenKeys,
  formatKey,
  caption,
  'aria-label': ariaLabel,
  keyHeader = 'Field',
  valueHeader = 'Value',
  emptyText = 'NA',
  viewDetailsLabel = 'View Details',
  openLinkLabel = 'Open Link',
  readMoreLabel = 'Read more',
  closeLabel = 'Close',
  maxTextLength = TEXT_CUT_LENGTH,
  emptyState,
}: KeyValueProps) {
  const entries = visibleEntries(data, hiddenKeys);
  if (entries.length === 0 && emptyState != null) return <>{emptyState}</>;
  return (
    <KeyValueTable aria-label={caption == null ? ariaLabel : undefined}>
      {caption != null && <caption>{caption}</caption>}
      <thead>
        <tr>
          <th scope="col">{keyHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map(([key, value]) => (
          <KeyValueRow
            key={key}
            name={key}
            label={formatKey ? formatKey(key) : key}
            value={value}
            emptyText={emptyText}
            viewDetailsLabel={viewDetailsLabel}
            openLinkLabel={openLinkLabel}
            readMoreLabel={readMoreLabel}
            closeLabel={closeLabel}
            maxTextLength={maxTextLength}
          />
        ))}
      </tbody>
    </KeyValueTable>
  );
}
