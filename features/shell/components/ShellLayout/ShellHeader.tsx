import { useUsage } from '~/lib/api';
import { creditCounter, type Mode, type OrgSettings } from '~/lib/session';
import { Header, type HeaderProps } from '../Header/Header';

export interface ShellHeaderProps extends Omit<HeaderProps, 'counter'> {
  settings: OrgSettings | null;
  mode: Mode;
  /** The organisation whose usage the counter shows; null asks for none (no read:metrics). */
  usageOrgId: string | null;
}

/**
 * The shell's header with its credit counter. The usage is read here, not in the shell: it arrives
 * after the shell has rendered, and its answer then renders this header alone rather than the
 * whole shell and its page in one synchronous pass.
 */
export function ShellHeader({ settings, mode, usageOrgId, ...header }: ShellHeaderProps) {
  const usage = useUsage(usageOrgId);
  return <Header {...header} counter={creditCounter(settings, mode, usage.data)} />;
}
