import { Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { errorText, showOnFields } from '~/lib/form-errors';
import { useFeedback } from '~/lib/feedback';

export interface FormDialogProps<V extends object> {
  open: boolean;
  title: string;
  okText: string;
  cancelText: string;
  onClose: () => void;
  form: FormInstance<V>;
  /** the mutation runs: the OK button spins */
  pending: boolean;
  /** sends the values; resolves with the confirmation to show, rejects with the server's error */
  save: (values: V) => Promise<string>;
  /** the form's starting values (a list starts with one row) */
  initialValues?: Record<string, unknown>;
  width?: number;
  /** the OK button is red: the action takes something away (a rejection, an ended reservation) */
  danger?: boolean;
  /** the form's name (its inputs' ids start with it) */
  name?: string;
  /** false: values typed and then cancelled are gone when the dialog opens again */
  preserve?: boolean;
  children: ReactNode;
}

/**
 * A dialog around one form: OK submits it; on success the confirmation is shown, the form emptied
 * and the dialog closed; a refusal puts the server's words on their fields (the typed values stay)
 * or, naming no field, shows them as a message.
 */
export function FormDialog<V extends object>(p: FormDialogProps<V>) {
  const { message } = useFeedback();
  const submit = async (values: V) => {
    try {
      const done = await p.save(values);
      void message.success(done);
      p.form.resetFields();
      p.onClose();
    } catch (e) {
      if (!showOnFields(p.form, e)) void message.error(errorText(e));
    }
  };
  return (
    <Modal
      open={p.open}
      title={p.title}
      okText={p.okText}
      cancelText={p.cancelText}
      okButtonProps={p.danger ? { danger: true } : undefined}
      confirmLoading={p.pending}
      onCancel={p.onClose}
      onOk={() => p.form.submit()}
      width={p.width}
      destroyOnHidden
    >
      <Form<V>
        form={p.form}
        layout="vertical"
        name={p.name}
        preserve={p.preserve}
        onFinish={(v) => void submit(v)}
        initialValues={p.initialValues}
      >
        {p.children}
      </Form>
    </Modal>
  );
}
