import { useEffect, useRef, useState } from 'react';
import { authMessage, parseChildMessage, themeMessage, type ParentMessage } from '~/contract/hostedFlow/frameMessages';
import { PREVIEW_READY_DELAY_MS } from '../../../model/hostedFrame';
import type { HostedConfig } from '../../../model/themeFields';
import { PreviewFrameElement } from './PreviewPanel.styles';

export const PREVIEW_FRAME_TITLE = 'Hosted flow preview';

export interface PreviewPanelFrameProps {
  /** The hosted flow's address (`/flow?options=…`). */
  src: string;
  /** A document to frame instead of `src` (stories: the real flow is not served there). */
  srcDoc?: string;
  orgId: string;
  /** The theme as edited: posted when the flow is ready and again on every change. */
  theme: HostedConfig;
}

/**
 * The hosted flow, framed from the console's origin. Once it says `veriflow:ready` (or 400 ms after
 * it loads, document 2 section 9) it receives the organisation and the theme; every later change of
 * the theme is posted at once, unsaved. Each new ready (the flow reloaded) sends both again.
 */
export function PreviewPanelFrame({ src, srcDoc, orgId, theme }: PreviewPanelFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const heardReady = useRef(false);
  // Counts the times the flow became ready: each one sends the organisation and the theme again.
  const [ready, setReady] = useState(0);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin || parseChildMessage(event.data)?.type !== 'veriflow:ready') return;
      clearTimeout(timer.current);
      heardReady.current = true;
      setReady((n) => n + 1);
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer.current);
    };
  }, []);

  const post = (message: ParentMessage) => frame.current?.contentWindow?.postMessage(message, window.location.origin);

  useEffect(() => {
    if (ready > 0) post(authMessage(orgId));
  }, [ready, orgId]);

  useEffect(() => {
    if (ready > 0) post(themeMessage(theme));
  }, [ready, theme]);

  return (
    <PreviewFrameElement
      ref={frame}
      title={PREVIEW_FRAME_TITLE}
      src={srcDoc === undefined ? src : undefined}
      srcDoc={srcDoc}
      onLoad={() => {
        // The flow said it was ready while loading: nothing to wait for.
        if (heardReady.current) {
          heardReady.current = false;
          return;
        }
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setReady((n) => n + 1), PREVIEW_READY_DELAY_MS);
      }}
    />
  );
}
