import styled from 'styled-components';

export const HeaderRoot = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.headerHeight};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
  container: editor-header / inline-size;
`;

/** Below this header width the secondary buttons move into the More menu, before the name is cut. */
export const HEADER_OVERFLOW_WIDTH = '56rem';

/** The secondary buttons shown inline while the header is wide enough. */
export const InlineSecondary = styled.span`
  display: contents;

  @container editor-header (max-width: ${HEADER_OVERFLOW_WIDTH}) {
    display: none;
  }
`;

/** The More menu, shown only when the header is too narrow for every button. */
export const OverflowSlot = styled.span`
  display: none;

  @container editor-header (max-width: ${HEADER_OVERFLOW_WIDTH}) {
    display: contents;
  }
`;

export const NameArea = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;

  h1 {
    margin: 0;
    overflow: hidden;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    line-height: ${({ theme }) => theme.lineHeight.tight};
    white-space: nowrap;
    text-overflow: ellipsis;
  }
`;

export const NameForm = styled.form`
  display: flex;
  flex: 1;
  max-width: ${({ theme }) => theme.sizes.searchFieldWidth};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const AlertList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const AlertItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.warning.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.color.warning.subtle};
`;

export const AlertText = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};

  strong {
    overflow: hidden;
    font-weight: ${({ theme }) => theme.fontWeight.semibold};
    white-space: nowrap;
    text-overflow: ellipsis;
  }

  span {
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

/** A reason under an alert's title: what exactly is pending. */
export const AlertDetail = styled.span`
  font-size: ${({ theme }) => theme.fontSize.xs};
`;
