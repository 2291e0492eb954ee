import { Descriptions, Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminAreaDeclaration } from '@occ/shared/admin';
import type { AreaRow } from './api';
import { CellValue, columnOf } from './CellValue';
import { useAreaLabels } from './labels';

/** Every property of one list row, labelled, in a side drawer. */
export function DetailDrawer({
  decl,
  item,
  onClose,
}: {
  decl: AdminAreaDeclaration;
  item: AreaRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useAreaLabels(decl);
  const name = item ? String(item[decl.titleField] ?? item.id) : '';
  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      title={t('adminConsole.list.detailsTitle', { name })}
      size={520}
      destroyOnHidden
    >
      {item ? (
        <Descriptions
          column={1}
          bordered
          size="small"
          items={Object.entries(item).map(([k, v]) => ({
            key: k,
            label: labels.field(k),
            children: <CellValue decl={decl} column={columnOf(decl, k, v)} value={v} full />,
          }))}
        />
      ) : null}
    </Drawer>
  );
}
