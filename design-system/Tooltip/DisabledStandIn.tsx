import { useId, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { Focusable } from 'react-aria-components';
import { DisabledTriggerWrapper } from './Tooltip.styles';

interface Semantics {
  role: 'button' | 'switch' | 'checkbox';
  checked?: 'true' | 'false';
  /** The control's own aria-label, when it has one (else the stand-in is named by its content). */
  label?: string;
}

/** The role and checked state of the control inside the stand-in, so a switch stays a switch. */
function semanticsOf(root: HTMLElement | null): Semantics {
  const control = root?.querySelector<HTMLElement>('input, button, [role]');
  if (!control) return { role: 'button' };
  const label = control.getAttribute('aria-label') ?? undefined;
  const role = control.getAttribute('role');
  const isToggle = role === 'switch' || role === 'checkbox' || (control instanceof HTMLInputElement && control.type === 'checkbox');
  if (!isToggle) return { role: 'button', label };
  const checked = control instanceof HTMLInputElement ? control.checked : control.getAttribute('aria-checked') === 'true';
  return { role: role === 'switch' ? 'switch' : 'checkbox', checked: checked ? 'true' : 'false', label };
}

/**
 * Stands in for a disabled control: focusable and hoverable so a tooltip can explain it. It is the
 * one element assistive technology meets: it takes the control's role, name (its aria-label, else its content) and checked state, and
 * the control itself is hidden from the accessibility tree (so no second, unnamed duplicate).
 */
export function DisabledStandIn({ children }: { children: ReactElement }) {
  const labelId = useId();
  const ref = useRef<HTMLSpanElement>(null);
  const [semantics, setSemantics] = useState<Semantics>({ role: 'button' });

  useLayoutEffect(() => {
    const next = semanticsOf(ref.current);
    setSemantics((current) => (current.role === next.role && current.checked === next.checked && current.label === next.label ? current : next));
  }, [children]);

  return (
    <Focusable>
      <DisabledTriggerWrapper ref={ref} role={semantics.role} aria-checked={semantics.checked} aria-disabled="true" aria-label={semantics.label} aria-labelledby={semantics.label ? undefined : labelId}>
        <span id={labelId} aria-hidden="true" style={{ display: 'contents' }}>
          {children}
        </span>
      </DisabledTriggerWrapper>
    </Focusable>
  );
}
