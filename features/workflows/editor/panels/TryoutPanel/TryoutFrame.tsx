import { useEffect, useRef } from 'react';
import { authMessage, parseChildMessage } from '~/contract/hostedFlow/frameMessages';
import { FrameBox } from './TryoutPanel.styles';

export interface TryoutFrameProps {
  /** `/flow?options=…` (the hosted flow in try-out mode). */
  src: string;
  /** Stories only: a stand-in document, since a story cannot serve the real /flow page. */
  srcDoc?: string;
  orgId: string;
  /** The frame reported a transaction, new or changed. */
  onTransaction: (transactionId: string) => void;
}

/**
 * The hosted flow, framed (document 2 section 4.7): when it says it is ready the console posts the
 * organisation to it; each transaction it reports is fetched and shown beside it. Only messages of
 * this origin are read (the flow is served by the console's own server).
 */
export function TryoutFrame({ src, srcDoc, orgId, onTransaction }: TryoutFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const report = useRef(onTransaction);
  useEffect(() => {
    report.current = onTransaction;
  });

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = parseChildMessage(event.data);
      if (!message) return;
      if (message.type === 'veriflow:ready') frame.current?.contentWindow?.postMessage(authMessage(orgId), window.location.origin);
      else report.current(message.transactionId);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [orgId]);

  return (
    <FrameBox>
      <iframe ref={frame} title="Hosted flow" src={srcDoc === undefined ? src : undefined} srcDoc={srcDoc} allow="camera; clipboard-write" />
    </FrameBox>
  );
}
