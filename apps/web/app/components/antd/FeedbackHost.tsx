import { message, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import type { FeedbackTarget } from '~/lib/feedback';
import { AntdScope } from './AntdScope';

type Bind = (target: FeedbackTarget) => void;

function Holders({ bind }: { bind: Bind }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  useLayoutEffect(() => {
    bind({ message: messageApi, modal: modalApi });
  }, [bind, messageApi, modalApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}

/**
 * antd's message and modal with their holders in the page's tree (theme, words, router and
 * queries reach the dialogs); loaded by `lib/feedback.tsx` on the first confirmation or dialog.
 */
export default function FeedbackHost({ bind }: { bind: Bind }) {
  return (
    <AntdScope>
      <Holders bind={bind} />
    </AntdScope>
  );
}
