import { useState } from 'react';
import { DateTime, Drawer, EmptyState, Heading, Link, QRCode, Text } from '~/design-system';
import { paths } from '~/lib/routes';
import { usePermissions } from '~/lib/session';
import type { QuickLink } from '../../api';
import { QuickLinkForm } from '../QuickLinkForm';
import { PanelColumns, PanelFooter, ResultCard, ResultColumn, ResultFacts, ResultHeader } from './QuickLinkPanel.styles';

export interface QuickLinkPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The saved workflow the links open. */
  workflowId: string;
  workflowName: string;
  now?: () => Date;
}

/**
 * The editor's QuickLink panel (document 2 sections 2.11, 4.9 and 5.6): the form on the left, the
 * generated link on the right with its QR code and URL (cut to 40 characters) and a copy control.
 */
export function QuickLinkPanel({ isOpen, onOpenChange, workflowId, workflowName, now }: QuickLinkPanelProps) {
  const canCreate = usePermissions().can('create', 'workflows');
  const [created, setCreated] = useState<QuickLink | null>(null);

  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title="Quicklink"
      description={`Send end users a link that runs ${workflowName}.`}
      size="lg"
      footer={
        <PanelFooter>
          <Link href={paths.quicklinks} variant="standalone">
            View all QuickLinks
          </Link>
        </PanelFooter>
      }
    >
      <PanelColumns>
        <QuickLinkForm workflowId={workflowId} canCreate={canCreate} onCreated={setCreated} now={now} />
        <ResultColumn aria-label="Generated QuickLink">
          {created ? (
            <ResultCard>
              <ResultHeader>
                <Heading level={3}>{created.name}</Heading>
                <Text variant="small" tone="muted">
                  Scan the code or copy the link and send it to your end users.
                </Text>
              </ResultHeader>
              <QRCode value={created.url} label={`QR code for ${created.name}`} size="md" copyLabel="Copy QuickLink" />
              <ResultFacts>
                <div>
                  <dt>Transaction limit</dt>
                  <dd>{created.transactionLimit}</dd>
                </div>
                <div>
                  <dt>Expires</dt>
                  <dd>{created.expiresAt ? <DateTime value={created.expiresAt} format="dd MMM yyyy" /> : 'Never'}</dd>
                </div>
                <div>
                  <dt>Decision shown</dt>
                  <dd>{created.showResponseOutput ? 'Yes' : 'No'}</dd>
                </div>
              </ResultFacts>
            </ResultCard>
          ) : (
            <EmptyState
              size="sm"
              icon="qrCode"
              headingLevel={3}
              title="No link generated yet"
              description="Fill in the form and press Generate Link: its QR code and URL show here."
            />
          )}
        </ResultColumn>
      </PanelColumns>
    </Drawer>
  );
}

