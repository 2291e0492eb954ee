import { Tag } from 'antd';
import type { AdminAreaDeclaration, AreaColumn, AreaFileCell, PublishStatus } from '@occ/shared/admin';
import { formatBytes } from '@occ/shared';
import { DownloadButton } from '~/components/DownloadButton';
import { LocalTime } from '~/components/LocalTime';
import { useOptionsOf } from './FieldInput';
import { useAreaLabels } from './labels';
import { PublishStatusTag } from './StatusTag';
import { plainValue } from './values';

/** Where an option column's labels come from: the field or filter of that name that declares them. */
function optionSourceOf(decl: AdminAreaDeclaration, name: string) {
  const f = decl.fields.find((x) => x.name === name && (x.options || x.dict));
  const g = decl.filters.find((x) => x.name === name && (x.options || x.dict));
  return { name, options: f?.options ?? g?.options, dict: f?.dict ?? g?.dict };
}

function OptionValue({ decl, name, value }: { decl: AdminAreaDeclaration; name: string; value: unknown }) {
  const source = optionSourceOf(decl, name);
  const labels = useAreaLabels(decl);
  const { options } = useOptionsOf(decl, source);
  const one = (v: unknown) => {
    const s = String(v);
    return source.dict ? (options.find((o) => o.value === s)?.label ?? s) : labels.option(name, s);
  };
  if (value === null || value === undefined || value === '') return <>—</>;
  return <>{Array.isArray(value) ? value.map(one).join(', ') : one(value)}</>;
}

/** Stored files, each a button that asks for its signed download link. */
function FilesValue({ files }: { files: readonly AreaFileCell[] }) {
  if (!files.length) return <>—</>;
  return (
    <>
      {files.map((f) => (
        <DownloadButton
          key={f.linkPath}
          linkPath={f.linkPath}
          label={f.name}
          text={`${f.name} (${formatBytes(f.size)})`}
          type="link"
        />
      ))}
    </>
  );
}

/** One property of a row as the list and the detail drawer show it, by the column's kind. */
export function CellValue({
  decl,
  column,
  value,
  full = false,
}: {
  decl: AdminAreaDeclaration;
  column: AreaColumn;
  value: unknown;
  /** the whole text (the drawer) instead of its first 60 characters (the list) */
  full?: boolean;
}) {
  const labels = useAreaLabels(decl);
  switch (column.kind) {
    case 'status':
      return <PublishStatusTag status={value as PublishStatus} />;
    case 'datetime':
      return typeof value === 'string' && value ? <LocalTime iso={value} withTime /> : <>—</>;
    case 'switch':
      return <>{value ? labels.yesNo.yes : labels.yesNo.no}</>;
    case 'option':
      return <OptionValue decl={decl} name={column.name} value={value} />;
    case 'files':
      return <FilesValue files={Array.isArray(value) ? (value as AreaFileCell[]) : []} />;
    case 'tags':
      return Array.isArray(value) && value.length ? (
        <>
          {value.map((v) => (
            <Tag key={String(v)}>{String(v)}</Tag>
          ))}
        </>
      ) : (
        <>—</>
      );
    default: {
      const text = plainValue(value, labels.yesNo, labels.locale);
      if (full) return <span className="console-change-value">{text}</span>;
      return (
        <span title={text.length > 60 ? text : undefined}>
          {text.length > 60 ? `${text.slice(0, 60)}…` : text}
        </span>
      );
    }
  }
}

/** The column description of any property (the drawer shows every property of an item). */
export function columnOf(decl: AdminAreaDeclaration, name: string, value: unknown): AreaColumn {
  const declared = decl.columns.find((c) => c.name === name);
  if (declared) return declared;
  if (name === 'status' && decl.publish) return { name, kind: 'status' };
  const field = decl.fields.find((f) => f.name === name);
  if (field?.kind === 'switch' || typeof value === 'boolean') return { name, kind: 'switch' };
  if (field?.kind === 'select' && (field.options || field.dict)) return { name, kind: 'option' };
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value))
    return { name, kind: 'datetime' };
  return { name };
}
