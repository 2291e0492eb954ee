import { describe, expect, it, vi } from 'vitest';
import { createFeedback, type FeedbackTarget } from './feedback';

function target() {
  const destroyed: string[] = [];
  const shown: string[] = [];
  const t: FeedbackTarget = {
    message: {
      success: (c) => shown.push(`success:${String(c)}`),
      error: (c) => shown.push(`error:${String(c)}`),
      info: (c) => shown.push(`info:${String(c)}`),
      warning: (c) => shown.push(`warning:${String(c)}`),
    },
    modal: {
      confirm: (c) => {
        shown.push(`confirm:${String(c.title)}`);
        return { destroy: () => destroyed.push(String(c.title)) };
      },
      info: (c) => shown.push(`modal-info:${String(c.title)}`),
    },
  };
  return { t, shown, destroyed };
}

describe('createFeedback', () => {
  it('asks for antd once, keeps the calls made meanwhile and shows them in order when bound', () => {
    const want = vi.fn();
    const { feedback, bind } = createFeedback(want);
    feedback.message.success('saved');
    feedback.modal.confirm({ title: 'delete?' });
    expect(want).toHaveBeenCalled();
    const { t, shown } = target();
    bind(t);
    expect(shown).toEqual(['success:saved', 'confirm:delete?']);
    feedback.message.error('failed');
    expect(shown).toEqual(['success:saved', 'confirm:delete?', 'error:failed']);
  });

  it('closes a dialog whether it is still waiting for antd or already shown', () => {
    const { feedback, bind } = createFeedback(() => undefined);
    const waiting = feedback.modal.confirm({ title: 'never' });
    waiting.destroy();
    const { t, shown, destroyed } = target();
    bind(t);
    expect(shown).toEqual([]);
    const open = feedback.modal.confirm({ title: 'shown' });
    open.destroy();
    expect(destroyed).toEqual(['shown']);
  });
});
