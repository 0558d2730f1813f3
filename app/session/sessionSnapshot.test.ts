import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_SNAPSHOT_ELEMENT_ID } from '~/contract/consoleSessionStart';
import { takeSessionSnapshot } from './sessionSnapshot';

const snapshot = { apiBase: '/api/sandbox', orgId: 'org_1', organizations: { organizations: [] }, authDetails: { user: {} }, settings: {} };

function page(json: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SESSION_SNAPSHOT_ELEMENT_ID;
  block.textContent = json;
  document.body.append(block);
}

afterEach(() => document.getElementById(SESSION_SNAPSHOT_ELEMENT_ID)?.remove());

describe('the session answers the page arrived with (ADR 0052)', () => {
  it('are read once: the block leaves the page as it is read', () => {
    page(JSON.stringify(snapshot));
    expect(takeSessionSnapshot()).toEqual(snapshot);
    expect(document.getElementById(SESSION_SNAPSHOT_ELEMENT_ID)).toBeNull();
    expect(takeSessionSnapshot()).toBeNull();
  });

  it('are none when the page has no block, or one that does not parse or lacks an answer', () => {
    expect(takeSessionSnapshot()).toBeNull();
    page('{"apiBase": "/api/sandbox",');
    expect(takeSessionSnapshot()).toBeNull();
    page(JSON.stringify({ ...snapshot, settings: undefined }));
    expect(takeSessionSnapshot()).toBeNull();
    page(JSON.stringify({ ...snapshot, organizations: { organizations: 'none' } }));
    expect(takeSessionSnapshot()).toBeNull();
    page(JSON.stringify({ ...snapshot, answers: 'none' }));
    expect(takeSessionSnapshot()).toBeNull();
    page(JSON.stringify({ ...snapshot, answers: [{ data: {} }] }));
    expect(takeSessionSnapshot()).toBeNull();
  });

  it('may carry the page’s first answers (ADR 0054)', () => {
    const withAnswers = { ...snapshot, answers: [{ path: '/workflows', query: { limit: 48 }, data: { workflows: [] } }] };
    page(JSON.stringify(withAnswers));
    expect(takeSessionSnapshot()).toEqual(withAnswers);
  });
});
