import { describe, expect, it } from 'vitest';
import { matchScore, pageFilesFor, withModulePreloads } from './pagePreloads';

describe('matching an address to the route table as the console router ranks it', () => {
  it('prefers static segments to parameters, and both to a splat', () => {
    expect(matchScore('/workflows/create', '/workflows/create')).toBe(20);
    expect(matchScore('/workflows/:workflowId/edit', '/workflows/wf_1/edit')).toBe(23);
    expect(matchScore('/workflows/:workflowId/edit', '/workflows/create')).toBeNull();
    expect(matchScore('/workflows/*', '/workflows/a/b/c')).toBe(8);
    expect(matchScore('/workflows/*', '/workflows')).toBe(8);
    expect(matchScore('/workflows', '/workflows/')).toBe(10);
    expect(matchScore('/reports', '/reports/txn_1')).toBeNull();
    const table = {
      routes: [
        { path: '/workflows/*', files: ['other.js'] },
        { path: '/workflows', files: ['list.js'] },
        { path: '/workflows/create', files: ['editor.js'] },
        { path: '/workflows/:workflowId/edit', files: ['editor.js'] },
        { path: '/reports/device', files: [] },
        { path: '/reports/:transactionId', files: ['trace.js'] },
      ],
    };
    expect(pageFilesFor(table, '/workflows')).toEqual(['list.js']);
    expect(pageFilesFor(table, '/workflows/create')).toEqual(['editor.js']);
    expect(pageFilesFor(table, '/workflows/x/y/z')).toEqual(['other.js']);
    expect(pageFilesFor(table, '/reports/device')).toEqual([]);
    expect(pageFilesFor(table, '/reports/txn_1')).toEqual(['trace.js']);
    expect(pageFilesFor(table, '/elsewhere')).toEqual([]);
  });

  it('adds each file once, after what the head holds', () => {
    const html = '<head><link rel="modulepreload" crossorigin href="/assets/a.js"></head>';
    expect(withModulePreloads(html, ['assets/a.js', 'assets/b.js'])).toBe('<head><link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="modulepreload" crossorigin href="/assets/b.js">\n</head>');
    expect(withModulePreloads(html, ['assets/a.js'])).toBe(html);
  });
});
