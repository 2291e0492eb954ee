import type { ModalFuncProps } from 'antd';
import { createContext, lazy, Suspense, useContext, useState, type ReactNode } from 'react';

type Say = (content: ReactNode, duration?: number) => void;
/** antd's message, as the portal uses it */
export interface MessageApi {
  success: Say;
  error: Say;
  info: Say;
  warning: Say;
}
/** antd's modal functions, as the portal uses them */
/** a dialog opened by `modal.confirm`/`modal.info`: closes it, shown yet or still loading */
export interface DialogHandle {
  destroy: () => void;
}
export interface ModalApi {
  confirm: (config: ModalFuncProps) => DialogHandle;
  info: (config: ModalFuncProps) => DialogHandle;
}
export interface Feedback {
  message: MessageApi;
  modal: ModalApi;
}
/** what the host hands over once antd's message and modal are loaded */
export interface FeedbackTarget {
  message: Record<keyof MessageApi, (content: ReactNode, duration?: number) => unknown>;
  modal: Record<keyof ModalApi, (config: ModalFuncProps) => unknown>;
}
type Call = { part: 'message' | 'modal'; fn: string; args: unknown[]; shown?: Partial<DialogHandle> };

const Host = lazy(() => import('~/components/antd/FeedbackHost'));
const Context = createContext<Feedback | null>(null);

/** The calls of one page's tree, sent to antd's message and modal once they are loaded. */
export function createFeedback(want: () => void) {
  let target: FeedbackTarget | null = null;
  const queue: Call[] = [];
  const run = (ready: FeedbackTarget, c: Call) => {
    const shown = (ready[c.part] as Record<string, (...a: unknown[]) => unknown>)[c.fn]!(...c.args);
    c.shown = shown as Partial<DialogHandle> | undefined;
  };
  const send =
    (part: Call['part'], fn: string) =>
    (...args: unknown[]): DialogHandle => {
      const call: Call = { part, fn, args };
      if (target) run(target, call);
      else {
        queue.push(call);
        want();
      }
      return {
        destroy: () => {
          const at = queue.indexOf(call);
          if (at >= 0) queue.splice(at, 1);
          call.shown?.destroy?.();
        },
      };
    };
  const feedback: Feedback = {
    message: {
      success: send('message', 'success'),
      error: send('message', 'error'),
      info: send('message', 'info'),
      warning: send('message', 'warning'),
    },
    modal: { confirm: send('modal', 'confirm'), info: send('modal', 'info') },
  };
  const bind = (ready: FeedbackTarget) => {
    target = ready;
    for (const c of queue.splice(0)) run(ready, c);
  };
  return { feedback, bind };
}

/**
 * Confirmations and dialogs without antd on a page's first load (issue 14): `useFeedback()` gives
 * the API of antd's `App.useApp()` (message, modal); the first call loads antd's message and modal
 * (`components/antd/FeedbackHost.tsx`) into this point of the tree, so dialogs keep the router,
 * the words and the queries of the page, and calls made meanwhile are shown once it is in.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [{ feedback, bind }] = useState(() => createFeedback(() => setWanted(true)));
  return (
    <Context.Provider value={feedback}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <Host bind={bind} />
        </Suspense>
      ) : null}
    </Context.Provider>
  );
}

/** antd's message and modal, loaded on first use (the provider is in the root). */
export function useFeedback(): Feedback {
  const feedback = useContext(Context);
  if (!feedback) throw new Error('useFeedback needs the FeedbackProvider of the root');
  return feedback;
}
