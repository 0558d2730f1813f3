import styled from 'styled-components';
import { DropZone, ProgressBar, Text } from 'react-aria-components';
import { focusRingShadow } from '../shared/focusRing';

export const UploadRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** The dashed drop area; `data-drop-target` while a file is dragged over it. */
export const UploadZone = styled(DropZone)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  text-align: center;
  outline: none;
  transition: border-color ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard},
    background ${({ theme }) => theme.motion.durationFast} ${({ theme }) => theme.motion.easeStandard};

  &[data-focus-visible] {
    box-shadow: ${focusRingShadow};
  }

  &[data-drop-target] {
    border-style: solid;
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
  }

  &[data-disabled] {
    border-color: ${({ theme }) => theme.color.border.default};
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

export const ZoneIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space[10]};
  height: ${({ theme }) => theme.space[10]};
  margin-bottom: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.accent.fg};

  [data-drop-target] > & {
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.fg.onSolid};
  }
`;

export const ZoneTitle = styled(Text)`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.semibold};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const ZoneHint = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const ZoneActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** The chosen file: its icon, name, size, upload progress and remove button. */
export const FileCard = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const FileIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.controlHeightMd};
  height: ${({ theme }) => theme.sizes.controlHeightMd};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.bg.muted};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const FileText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[0.5]};
  min-width: 0;
`;

export const FileName = styled.span`
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.default};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const FileMeta = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
  line-height: ${({ theme }) => theme.lineHeight.snug};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const FileEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const UploadProgress = styled(ProgressBar)`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;

export const ProgressTrack = styled.div`
  height: ${({ theme }) => theme.space[1.5]};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.color.bg.muted};
`;

export const ProgressFill = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.color.accent.solid};
  transition: width ${({ theme }) => theme.motion.durationNormal} ${({ theme }) => theme.motion.easeStandard};

  [data-complete] & {
    background: ${({ theme }) => theme.color.success.solid};
  }
`;

export const ProgressValue = styled.span`
  min-width: ${({ theme }) => theme.space[10]};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.fg.default};
  text-align: right;
`;
