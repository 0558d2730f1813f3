import { useState } from 'react';
import { type SaveFile, saveTextFile, toast } from '~/design-system';
import { useApiClient, useApiEnvironment } from '~/lib/api';
import { fetchTransaction, transactionKey } from '../api';
import { transactionFileName, transactionFileText } from '../model/transactionFile';

export const DOWNLOAD_FAILED_MESSAGE = 'Some error occurred while downloading file. Please try after some time';

/**
 * 'Download JSON': reads the transaction afresh and saves it as `{transactionId}.json`; a failure
 * shows the error toast of document 1 section 8.
 */
export function useTransactionDownload(save: SaveFile = saveTextFile): { download: (transactionId: string) => Promise<void>; isDownloading: boolean } {
  const client = useApiClient();
  const environment = useApiEnvironment();
  const [isDownloading, setDownloading] = useState(false);
  const download = async (transactionId: string) => {
    const key = transactionKey(environment, transactionId);
    setDownloading(true);
    try {
      if (!key) throw new Error('No organisation is active');
      const transaction = await fetchTransaction(client, key);
      save(transactionFileName(transactionId), transactionFileText(transaction));
    } catch {
      toast.error(DOWNLOAD_FAILED_MESSAGE);
    } finally {
      setDownloading(false);
    }
  };
  return { download, isDownloading };
}
