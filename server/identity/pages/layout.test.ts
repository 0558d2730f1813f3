import { describe, expect, it } from 'vitest';
import { FAVICON_LINK, FONT_FACE_CSS, FONT_STACK, PRIMARY } from '../../pages/brand';
import { html } from './html';
import { layout } from './layout';

describe('Veriflow ID page layout', () => {
  it('uses the console favicon, font and primary colour, light and dark', () => {
    const page = layout({ title: 'Sign in', body: html`<p>body</p>` });
    expect(page).toContain(FAVICON_LINK);
    expect(page).toContain(FONT_FACE_CSS);
    expect(page).toContain(`font:15px/1.5 ${FONT_STACK}`);
    expect(page).toContain(`--accent:${PRIMARY.light.solid}`);
    expect(page).toContain(`--link:${PRIMARY.dark.link}`);
    expect(page).not.toMatch(/#4462ec|#7b93ff/);
  });
});
