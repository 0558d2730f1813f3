import { Button, CopyButton, Modal, QRCode } from '~/design-system';
import type { QuickLink } from '../../api';
import { QrModalBody } from './QuickLinkQrModal.styles';

export interface QuickLinkQrModalProps {
  link: QuickLink | null;
  onClose: () => void;
  onCopied: (link: QuickLink) => void;
}

/** The QR modal (document 3 section 2): the code, the link cut to 40 characters and a copy control. */
export function QuickLinkQrModal({ link, onClose, onCopied }: QuickLinkQrModalProps) {
  return (
    <Modal
      isOpen={link !== null}
      onOpenChange={(open) => !open && onClose()}
      title="QuickLink QR Code"
      description={link ? `Scan to open ${link.name} (${link.workflowName}).` : undefined}
      size="sm"
      footer={
        link && (
          <>
            <Button variant="secondary" onPress={onClose}>
              Close
            </Button>
            <CopyButton value={link.url} variant="button" size="md" label="Copy QuickLink" toastMessage={null} onCopy={() => onCopied(link)} />
          </>
        )
      }
    >
      {link && (
        <QrModalBody>
          <QRCode value={link.url} label={`QR code for ${link.name}`} size="lg" showCopy={false} />
        </QrModalBody>
      )}
    </Modal>
  );
}
