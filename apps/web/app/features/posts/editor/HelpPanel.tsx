import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';

/** The rows of the help table, in the order a writer needs them. */
const ROWS = [
  'heading',
  'bold',
  'italic',
  'strike',
  'link',
  'image',
  'list',
  'ordered',
  'task',
  'quote',
  'inlineCode',
  'codeBlock',
  'table',
  'inlineMath',
  'blockMath',
  'rule',
] as const;

/** The markdown help panel of spec §2: what each piece of syntax does, with an example to copy. */
export function HelpPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('posts.help.title')} size="large" destroyOnHidden>
      <p>{t('posts.help.intro')}</p>
      <table className="pt-help-table" data-testid="markdown-help">
        <caption className="pt-visually-hidden">{t('posts.help.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('posts.help.what')}</th>
            <th scope="col">{t('posts.help.syntax')}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row}>
              <th scope="row">{t(`posts.help.rows.${row}.label`)}</th>
              <td>
                <pre>
                  <code>{t(`posts.help.rows.${row}.example`)}</code>
                </pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('posts.help.safety')}</p>
    </Drawer>
  );
}
