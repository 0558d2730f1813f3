import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { apiBaseFor, useApiEnvironment } from '~/lib/api';
import { usePermissions } from '~/lib/session';
import { Badge, Button, ErrorState, IconButton, Skeleton, toast } from '~/design-system';
import { useCreateHostedConfig } from '../../../api/createHostedConfig';
import { hostedConfigKey, useHostedConfig, type HostedConfigState } from '../../../api/hostedConfig';
import { useUpdateHostedConfig } from '../../../api/updateHostedConfig';
import { framedFlowUrl } from '../../../model/hostedFrame';
import { themePatch } from '../../../model/themeFields';
import {
  canRedoTheme,
  canResetTheme,
  canUndoTheme,
  changeTheme,
  createThemeHistory,
  currentTheme,
  isThemeDirty,
  redoTheme,
  resetTheme,
  themeSaved,
  undoTheme,
} from '../../../model/themeHistory';
import { PreviewPanelFrame } from './PreviewPanelFrame';
import { PreviewPanelTheme } from './PreviewPanelTheme';
import {
  PermissionNote,
  PreviewBody,
  PreviewDescription,
  PreviewDevice,
  PreviewDialog,
  PreviewHeader,
  PreviewHeaderText,
  PreviewLoading,
  PreviewOverlay,
  PreviewSheet,
  PreviewStage,
  PreviewStageBar,
  PreviewTitle,
  ThemeActions,
  ThemeFields,
  ThemePanel,
} from './PreviewPanel.styles';

export const PREVIEW_TITLE = 'Preview';
export const PREVIEW_DESCRIPTION = 'How end users see the hosted flow. Changes show here at once; Save & Apply uses them for every hosted flow of the organisation.';

/** The messages of document 2 section 8 (Theme). */
export const THEME_MESSAGES = {
  created: 'Successfully saved config',
  createFailed: 'Failed to save config',
  updated: 'The configuration has been updated successfully. Your changes have been saved.',
  updateFailed: 'Failed to save workflow',
} as const;

export const LOAD_FAILED_TITLE = 'Something went wrong!';
export const LOAD_FAILED_DESCRIPTION = 'It seems there is a technical issue that is preventing data from loading.';
export const NO_PERMISSION_NOTE = 'You can try a theme here; saving it needs permission to change workflows.';

export interface PreviewPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The published workflow to preview. */
  workflowId: string;
  /**
   * A document framed instead of the hosted flow: stories, where `/flow` is not served, frame a
   * stand-in that speaks the same messages.
   */
  flowSrcDoc?: string;
}

const toastMs = 2000;

/** The editor's Preview (document 2 sections 2.11, 4.8 and 5.8): the hosted flow beside the theme editor. */
export function PreviewPanel({ isOpen, onOpenChange, workflowId, flowSrcDoc }: PreviewPanelProps) {
  return (
    <PreviewOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable data-vf-overlay="">
      <PreviewSheet>
        <PreviewDialog aria-label={PREVIEW_TITLE}>
          <PreviewContent workflowId={workflowId} flowSrcDoc={flowSrcDoc} />
        </PreviewDialog>
      </PreviewSheet>
    </PreviewOverlay>
  );
}

function PreviewContent({ workflowId, flowSrcDoc }: Pick<PreviewPanelProps, 'workflowId' | 'flowSrcDoc'>) {
  const config = useHostedConfig();
  return (
    <>
      <PreviewHeader>
        <PreviewHeaderText>
          <PreviewTitle slot="title">{PREVIEW_TITLE}</PreviewTitle>
          <PreviewDescription>{PREVIEW_DESCRIPTION}</PreviewDescription>
        </PreviewHeaderText>
        <IconButton slot="close" icon="close" label="Close" size="sm" />
      </PreviewHeader>
      {config.data ? (
        <ThemeEditor state={config.data} workflowId={workflowId} flowSrcDoc={flowSrcDoc} />
      ) : config.error ? (
        <PreviewLoading>
          <ErrorState title={LOAD_FAILED_TITLE} description={LOAD_FAILED_DESCRIPTION} onRetry={() => void config.mutate()} isRetrying={config.isValidating} />
        </PreviewLoading>
      ) : (
        <PreviewLoading>
          <Skeleton size="lg" label="Loading the theme" />
          <Skeleton size="md" count={6} label="Loading the theme" />
        </PreviewLoading>
      )}
    </>
  );
}

function ThemeEditor({ state, workflowId, flowSrcDoc }: { state: HostedConfigState; workflowId: string; flowSrcDoc?: string }) {
  const environment = useApiEnvironment();
  const { mutate } = useSWRConfig();
  const permissions = usePermissions();
  const [history, setHistory] = useState(() => createThemeHistory(state.config));
  const [saved, setSaved] = useState(state.saved);
  const create = useCreateHostedConfig();
  const update = useUpdateHostedConfig();
  const saving = create.isMutating || update.isMutating;
  const theme = currentTheme(history);
  const dirty = isThemeDirty(history);
  const mayCreate = permissions.can('create', 'workflows');
  const maySave = saved ? permissions.can('edit', 'workflows') : mayCreate;
  const orgId = environment.orgId ?? '';
  const src = framedFlowUrl({ workflowId, orgId, origin: window.location.origin, apiBase: apiBaseFor(environment.region, environment.mode), purpose: 'preview' });

  const save = async () => {
    try {
      let answer: HostedConfigState;
      if (saved) {
        const patch = themePatch(history.baseline, theme);
        if (!patch) return;
        answer = await update.trigger(patch);
        toast.success(THEME_MESSAGES.updated, { durationMs: toastMs });
      } else {
        answer = await create.trigger(theme);
        toast.success(THEME_MESSAGES.created, { durationMs: toastMs });
      }
      setSaved(true);
      setHistory((h) => themeSaved(h, answer.config));
      void mutate(hostedConfigKey(environment), answer, { revalidate: false });
    } catch {
      toast.error(saved ? THEME_MESSAGES.updateFailed : THEME_MESSAGES.createFailed, { durationMs: toastMs, closable: true });
    }
  };

  return (
    <PreviewBody>
      <PreviewStage aria-label="Hosted flow">
        <PreviewStageBar>
          <span>As the end user sees it</span>
          {dirty ? (
            <Badge tone="warning" size="sm">
              Unsaved changes
            </Badge>
          ) : (
            <Badge tone={saved ? 'success' : 'neutral'} size="sm">
              {saved ? 'Saved theme' : 'Default theme'}
            </Badge>
          )}
        </PreviewStageBar>
        <PreviewDevice>
          <PreviewPanelFrame src={src} srcDoc={flowSrcDoc} orgId={orgId} theme={theme} />
        </PreviewDevice>
      </PreviewStage>
      <ThemePanel aria-label="Theme">
        <ThemeFields>
          <PreviewPanelTheme theme={theme} onChange={(change) => setHistory((h) => changeTheme(h, change))} />
        </ThemeFields>
        {!maySave && <PermissionNote>{NO_PERMISSION_NOTE}</PermissionNote>}
        <ThemeActions>
          <Button variant="secondary" size="sm" isDisabled={!canUndoTheme(history)} onPress={() => setHistory(undoTheme)}>
            Undo
          </Button>
          <Button variant="secondary" size="sm" isDisabled={!canRedoTheme(history)} onPress={() => setHistory(redoTheme)}>
            Redo
          </Button>
          <Button variant="ghost" size="sm" isDisabled={!canResetTheme(history)} onPress={() => setHistory(resetTheme)}>
            Reset
          </Button>
          <Button variant="primary" size="sm" isDisabled={!dirty || saving || !maySave} isLoading={saving} onPress={() => void save()}>
            Save &amp; Apply
          </Button>
        </ThemeActions>
      </ThemePanel>
    </PreviewBody>
  );
}
