import type { ChildMessage } from '~/contract/hostedFlow/frameMessages';

/** True when the page runs inside a frame. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.parent !== win;
  } catch {
    return true;
  }
}

/** Posts to the parent, same origin only; nothing when not framed. */
export function postToParent(message: ChildMessage, win: Window = window): void {
  if (!isFramed(win)) return;
  win.parent.postMessage(message, win.location.origin);
}
