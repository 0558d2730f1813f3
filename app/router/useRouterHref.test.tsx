import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useRouterHref } from './useRouterHref';

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/workflows']}>{children}</MemoryRouter>;
const hrefOf = (href: string) => renderHook(() => useRouterHref(href), { wrapper }).result.current;

describe('useRouterHref', () => {
  it('leaves absolute URLs alone', () => {
    expect(hrefOf('https://docs.example.com/a?b=1')).toBe('https://docs.example.com/a?b=1');
    expect(hrefOf('mailto:support@veriflow.test')).toBe('mailto:support@veriflow.test');
    expect(hrefOf('//cdn.example.com/x')).toBe('//cdn.example.com/x');
  });

  it('resolves paths through the router', () => {
    expect(hrefOf('/home')).toBe('/home');
    expect(hrefOf('/settings?tab=keys')).toBe('/settings?tab=keys');
  });
});
