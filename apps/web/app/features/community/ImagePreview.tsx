import { Image } from 'antd';

/** antd's image viewer over a question's pictures, opened at `current` (null: closed). */
export default function ImagePreview({
  items,
  current,
  onClose,
  onChange,
}: {
  items: { src: string; alt: string }[];
  current: number | null;
  onClose: () => void;
  onChange: (index: number) => void;
}) {
  return (
    <Image.PreviewGroup
      items={items}
      preview={{
        open: current !== null,
        current: current ?? 0,
        onOpenChange: (open) => {
          if (!open) onClose();
        },
        onChange: (index) => onChange(index),
      }}
    />
  );
}
