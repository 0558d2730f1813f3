import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModal } from './lazyModal';

interface Props {
  isOpen: boolean;
  label: string;
}

function Shown({ isOpen, label }: Props) {
  return <p>{isOpen ? `${label} open` : `${label} closed`}</p>;
}

const idle = () => act(async () => vi.runAllTimersAsync());

describe('lazyModal', () => {
  afterEach(() => vi.useRealTimers());

  it('asks for the dialog once the page is idle, renders nothing until it opens, then stays mounted', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Shown);
    const Lazy = lazyModal<Props>(load);
    const { rerender } = render(<Lazy isOpen={false} label="Import" />);
    expect(load).not.toHaveBeenCalled();
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Import/)).toBeNull();

    rerender(<Lazy isOpen label="Import" />);
    await idle();
    expect(screen.getByText('Import open')).toBeTruthy();

    rerender(<Lazy isOpen={false} label="Import" />);
    expect(screen.getByText('Import closed')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again at the opening when the idle request failed', async () => {
    vi.useFakeTimers();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Shown);
    const Lazy = lazyModal<Props>(load);
    const { rerender } = render(<Lazy isOpen={false} label="Duplicate" />);
    await idle();
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Lazy isOpen label="Duplicate" />);
    await idle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Duplicate open')).toBeTruthy();
  });

  it('asks for nothing before the first opening when told not to prefetch', async () => {
    vi.useFakeTimers();
    const load = vi.fn(async () => Shown);
    const Lazy = lazyModal<Props>(load, { prefetch: false });
    const { rerender } = render(<Lazy isOpen={false} label="Go live" />);
    await idle();
    expect(load).not.toHaveBeenCalled();

    rerender(<Lazy isOpen label="Go live" />);
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Go live open')).toBeTruthy();
  });
});
