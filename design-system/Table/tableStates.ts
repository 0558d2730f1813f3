/** An error as a table receives it: the HTTP status, when known, picks the message. */
export interface TableError {
  status?: number;
}

export interface TableStateTexts {
  /** What the table lists, for the empty text 'You have no {title} yet'. */
  title?: string;
  /** Replaces the whole empty text. */
  emptyText?: string;
  notFoundText: string;
  errorText: string;
}

export type TableStateKind = 'error' | 'notFound' | 'empty';

/**
 * The message a table shows instead of rows (document 1 sections 2.8 and 8): a 404 says
 * 'No data found', other errors 'Something went wrong', no rows 'You have no {title} yet'.
 * Null while there are rows to show.
 */
export function tableState(
  { error, rowCount }: { error?: TableError | boolean | null; rowCount: number },
  texts: TableStateTexts,
): { kind: TableStateKind; text: string } | null {
  if (error) {
    const status = typeof error === 'object' ? error.status : undefined;
    return status === 404 ? { kind: 'notFound', text: texts.notFoundText } : { kind: 'error', text: texts.errorText };
  }
  if (rowCount > 0) return null;
  return { kind: 'empty', text: texts.emptyText ?? (texts.title ? `You have no ${texts.title} yet` : texts.notFoundText) };
}
