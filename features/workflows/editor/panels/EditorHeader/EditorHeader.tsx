import type { ReactElement } from 'react';
import { Badge, Button, Icon, IconButton, Menu, Popover, Tooltip, type MenuItemData } from '~/design-system';
import { HEADER_TOOLTIPS, headerState, type HeaderButtonState, type HeaderRuleInput, type PublishAction } from '../../../model/headerRules';
import { Actions, AlertDetail, AlertItem, AlertList, AlertText, HeaderRoot, InlineSecondary, OverflowSlot } from './EditorHeader.styles';
import { EditorHeaderName } from './EditorHeaderName';

/** A step that needs configuring (document 2 sections 2.11 and 4.2). */
export interface EditorAlert {
  /** The node to open with 'Take action'. */
  nodeId: string;
  name: string;
  /** What is wrong; 'Configuration is pending' when not given. */
  message?: string;
  /** Why, one line each: the unmapped inputs, the branch without a step, ... (issue 15). */
  details?: readonly string[];
  /** A finding of the checks before publishing: listed, but it does not hold back Publish or Tryout. */
  isWarning?: boolean;
}

export interface EditorHeaderProps {
  /** What decides each button (alerts come from `alerts`). */
  rules: Omit<HeaderRuleInput, 'alertCount'>;
  alerts: readonly EditorAlert[];
  onBack: () => void;
  onNameChange: (name: string) => void;
  onPreview: () => void;
  onTryout: () => void;
  onQuicklink: () => void;
  onIntegrate: () => void;
  onTakeAction: (nodeId: string) => void;
  /** 'askName' while the name contains 'Untitled' (open the Publish Your Workflow modal). */
  onPublish: (action: PublishAction) => void;
  /** Opens the History drawer; the History button shows only for a saved workflow (not on create, not for templates). */
  onHistory?: () => void;
}

/** A header button, with the reason it is disabled as a tooltip. */
function HeaderButton({ state, children }: { state: HeaderButtonState; children: ReactElement }) {
  if (!state.isVisible) return null;
  if (state.isDisabled && state.tooltip) {
    return (
      <Tooltip content={state.tooltip} placement="bottom" wrapDisabled>
        {children}
      </Tooltip>
    );
  }
  return children;
}

type OverflowActions = { history?: () => void; preview: () => void; quicklink: () => void; integrate: () => void };

/** The secondary buttons as More menu items, for a header too narrow to show them inline (issue 15). */
function overflowMenuItems(state: ReturnType<typeof headerState>, on: OverflowActions): MenuItemData[] {
  const item = (id: string, label: string, button: HeaderButtonState, onAction: () => void): MenuItemData => ({
    id,
    label,
    isHidden: !button.isVisible,
    isDisabled: button.isDisabled,
    onAction,
  });
  return [
    ...(on.history ? [{ id: 'history', label: 'History', onAction: on.history }] : []),
    item('preview', 'Preview', state.preview, on.preview),
    item('quicklink', 'Quicklink', state.quicklink, on.quicklink),
    item('integrate', 'Integrate', state.integrate, on.integrate),
  ];
}

/** The editor's header (document 2 sections 2.4, 4.1 and 6): back, name, and the lifecycle buttons. */
export function EditorHeader({ rules, alerts, onBack, onNameChange, onPreview, onTryout, onQuicklink, onIntegrate, onTakeAction, onPublish, onHistory }: EditorHeaderProps) {
  const state = headerState({ ...rules, alertCount: alerts.filter((alert) => !alert.isWarning).length });
  const overflowItems = overflowMenuItems(state, {
    history: onHistory && rules.workflowId && !rules.isTemplate ? onHistory : undefined,
    preview: onPreview,
    quicklink: onQuicklink,
    integrate: onIntegrate,
  });
  return (
    <HeaderRoot>
      <IconButton icon="arrowLeft" label="Back" onPress={onBack} />
      <EditorHeaderName name={rules.name} isEditable={state.isNameEditable} onNameChange={onNameChange} />
      {state.isViewOnly && (
        <Badge tone="neutral" size="sm" icon={<Icon name="lock" size="sm" />} title={HEADER_TOOLTIPS.noPublishPermission}>
          View only
        </Badge>
      )}
      <Actions>
        <InlineSecondary>
          {onHistory && rules.workflowId && !rules.isTemplate && (
            <Button variant="secondary" size="sm" onPress={onHistory}>
              History
            </Button>
          )}
          <HeaderButton state={state.preview}>
            <Button variant="secondary" size="sm" isDisabled={state.preview.isDisabled} onPress={onPreview}>
              Preview
            </Button>
          </HeaderButton>
        </InlineSecondary>
        <HeaderButton state={state.tryout}>
          <Button variant="secondary" size="sm" isDisabled={state.tryout.isDisabled} onPress={onTryout}>
            Tryout
          </Button>
        </HeaderButton>
        <InlineSecondary>
          <HeaderButton state={state.quicklink}>
            <Button variant="secondary" size="sm" isDisabled={state.quicklink.isDisabled} onPress={onQuicklink}>
              Quicklink
            </Button>
          </HeaderButton>
        </InlineSecondary>
        {state.alerts.isVisible && (
          <Popover
            title="Alerts"
            placement="bottom end"
            width="md"
            trigger={
              <Button
                variant="secondary"
                size="sm"
                isDisabled={state.alerts.isDisabled && alerts.length === 0}
                iconEnd={
                  <Badge size="sm" tone={alerts.length > 0 ? 'warning' : 'neutral'}>
                    {alerts.length}
                  </Badge>
                }
              >
                Alerts
              </Button>
            }
          >
            {(close) => (
              <AlertList>
                {alerts.map((alert, i) => (
                  <AlertItem key={`${alert.nodeId}-${i}`}>
                    <AlertText>
                      <strong>{alert.name}</strong>
                      <span>{alert.message ?? 'Configuration is pending'}</span>
                      {alert.details?.map((detail) => (
                        <AlertDetail key={detail}>{detail}</AlertDetail>
                      ))}
                    </AlertText>
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={`Take action on ${alert.name}`}
                      onPress={() => {
                        close();
                        onTakeAction(alert.nodeId);
                      }}
                    >
                      Take action
                    </Button>
                  </AlertItem>
                ))}
              </AlertList>
            )}
          </Popover>
        )}
        <InlineSecondary>
          <HeaderButton state={state.integrate}>
            <Button variant="secondary" size="sm" isDisabled={state.integrate.isDisabled} onPress={onIntegrate}>
              Integrate
            </Button>
          </HeaderButton>
        </InlineSecondary>
        <OverflowSlot>
          <Menu
            label="More actions"
            placement="bottom end"
            items={overflowItems}
            trigger={
              <Button variant="secondary" size="sm" iconEnd={<Icon name="chevronDown" size="sm" />}>
                More
              </Button>
            }
          />
        </OverflowSlot>
        <HeaderButton state={state.publish}>
          <Button size="sm" isDisabled={state.publish.isDisabled} onPress={() => onPublish(state.publish.action)}>
            {state.publish.label}
          </Button>
        </HeaderButton>
      </Actions>
    </HeaderRoot>
  );
}
