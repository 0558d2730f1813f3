import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../theme';
import { ToastRegion } from './Toast';
import { createToastQueue } from './toastQueue';

describe('ToastRegion', () => {
  it('shows nothing before the first toast, then its region and each toast as it comes, after the first has closed too', () => {
    const queue = createToastQueue({ autoDismiss: false });
    render(
      <ThemeProvider>
        <ToastRegion queue={queue} aria-label="Notifications" />
      </ThemeProvider>,
    );
    expect(document.querySelector('.react-aria-ToastRegion')).toBeNull();

    let first = '';
    act(() => {
      first = queue.success('Workflow saved');
    });
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText('Workflow saved')).toBeTruthy();

    act(() => queue.close(first));
    expect(screen.queryByText('Workflow saved')).toBeNull();
    act(() => {
      queue.error('Could not publish');
    });
    expect(screen.getByText('Could not publish')).toBeTruthy();
  });
});
