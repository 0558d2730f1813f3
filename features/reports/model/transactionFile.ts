/** The name a downloaded transaction is saved under. */
export function transactionFileName(transactionId: string): string {
  return `${transactionId}.json`;
}

/** The transaction as the JSON file the download saves: the record as the API answered it, indented. */
export function transactionFileText(transaction: unknown): string {
  return `${JSON.stringify(transaction, null, 2)}\n`;
}
