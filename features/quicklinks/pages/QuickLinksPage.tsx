import { useState } from 'react';
import { Breadcrumbs, ConfirmModal, ErrorState, Link, SearchAndFilters, TablePagination, Text, toast } from '~/design-system';
import { paths } from '~/lib/routes';
import { usePermissions } from '~/lib/session';
import { QUICKLINKS_PAGE_SIZE, useDeleteQuickLink, useQuickLinks, useUpdateQuickLink, type QuickLink } from '../api';
import { QuickLinkQrModal } from '../components/QuickLinkQrModal';
import { QuickLinksTable } from '../components/QuickLinksTable';
import { quickLinkToasts as t, withEnabledFlipped } from '../model';
import { Page, Toolbar, ToolbarHint } from './QuickLinksPage.styles';

/** The delete confirmation of document 3 section 2, word for word. */
export const deleteConfirmationText = (name: string) => `Are you sure want to delete ${name}? You will not be able to bring the changes you made.`;
/** The list load error of document 3 section 8. */
export const LOAD_ERROR = 'It seems there is a technical issue that is preventing data from loading.';

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

export interface QuickLinksPageProps {
  /** The clock that decides which links have expired (stories fix it). */
  now?: () => Date;
}

/**
 * /quicklinks (document 3 sections 2, 4 and 8): this environment's QuickLinks, 10 a page, searched by
 * name or workflow; each can be switched on or off within its limit, shown as a QR code, copied or
 * deleted as the user's workflows permissions allow. Links are created in the workflow editor.
 */
export function QuickLinksPage({ now = () => new Date() }: QuickLinksPageProps) {
  const permissions = usePermissions().for('workflows');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const list = useQuickLinks({ search, page });
  const update = useUpdateQuickLink();
  const remove = useDeleteQuickLink();
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const [qrLink, setQrLink] = useState<QuickLink | null>(null);
  const [deleting, setDeleting] = useState<QuickLink | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  const links = list.data?.data ?? [];
  const total = list.data?.count ?? 0;

  const toggle = async (link: QuickLink) => {
    const next = withEnabledFlipped(link);
    setPending((current) => new Map(current).set(link.id, next.isEnabled));
    try {
      await update(next);
      toast.success(t.updatedTitle, { description: t.updatedMessage });
    } catch (error) {
      toast.error(t.errorTitle, { description: errorText(error, t.generateFailed) });
    } finally {
      setPending((current) => {
        const rest = new Map(current);
        rest.delete(link.id);
        return rest;
      });
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    try {
      await remove(deleting.id);
      toast.success(t.deletedTitle, { description: t.deletedMessage });
      setDeleting(null);
      // The last row of a later page: show the page before it.
      if (links.length === 1 && page > 1) setPage(page - 1);
    } catch (error) {
      toast.error(t.errorTitle, { description: errorText(error, t.deleteFailed) });
    } finally {
      setIsDeleting(false);
    }
  };

  const copied = () => toast.success(t.copiedTitle, { description: t.copiedMessage });

  return (
    <Page>
      <Breadcrumbs
        items={[
          { id: 'workflows', label: 'Workflows', href: paths.myWorkflows },
          { id: 'quicklinks', label: 'QuickLinks' },
        ]}
      />
      <Toolbar>
        <SearchAndFilters
          searchLabel="Search QuickLinks"
          placeholder="Search by name or workflow"
          onSearch={(query) => {
            setSearch(query);
            setPage(1);
          }}
        />
        {permissions.canCreate && (
          <ToolbarHint>
            <Text variant="small" tone="muted">
              New links are generated from a workflow's editor.
            </Text>
            <Link href={paths.myWorkflows} variant="standalone">
              Open Workflows
            </Link>
          </ToolbarHint>
        )}
      </Toolbar>
      {list.error && !list.data ? (
        <ErrorState title="Something went wrong!" description={LOAD_ERROR} onRetry={() => void list.mutate()} isRetrying={list.isValidating} />
      ) : (
        <QuickLinksTable
          links={links}
          isLoading={!list.data}
          error={undefined}
          emptyText={search ? `No QuickLinks match "${search}"` : 'You have no QuickLinks yet. Generate one from a published workflow with the Quicklink button.'}
          canUpdate={permissions.canUpdate}
          canDelete={permissions.canDelete}
          pending={pending}
          now={now}
          onToggle={(link) => void toggle(link)}
          onViewQr={setQrLink}
          onCopied={copied}
          onDelete={setDeleting}
          footer={
            total > 0 ? (
              <TablePagination
                label="QuickLinks pages"
                page={page}
                pageSize={String(QUICKLINKS_PAGE_SIZE)}
                total={total}
                onPageChange={setPage}
                isDisabled={list.isLoading}
              />
            ) : undefined
          }
        />
      )}
      <QuickLinkQrModal link={qrLink} onClose={() => setQrLink(null)} onCopied={copied} />
      <ConfirmModal
        isOpen={deleting !== null}
        title="Delete QuickLink"
        message={deleting ? deleteConfirmationText(deleting.name) : undefined}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        tone="danger"
        isLoading={isDeleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
