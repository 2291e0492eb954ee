import { Modal, Slider } from 'antd';
import { useEffect, useId, useMemo, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';

const MAX_ZOOM = 3;
/** How wide the crop is scaled to by default: plenty for an avatar, far under the 5 MB limit. */
const OUTPUT_SIDE = 512;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = src;
  });
}

/**
 * Draws the chosen area of the image onto a canvas at most `side` pixels wide (keeping the area's
 * proportions) and returns it as a PNG blob.
 */
export async function cropToBlob(src: string, area: Area, side = OUTPUT_SIDE): Promise<Blob> {
  const img = await loadImage(src);
  const width = Math.max(1, Math.min(side, Math.round(area.width)));
  const height = Math.max(1, Math.round((width * area.height) / area.width));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('canvas'))), 'image/png'),
  );
}

interface Props {
  /** the picked file; the modal is open while it is set */
  file: File | null;
  onCancel: () => void;
  onConfirm: (blob: Blob) => void | Promise<void>;
  /** the caller is busy with the result (uploading) */
  confirmLoading?: boolean;
  title?: string;
  /** width / height of the crop (default 1: a square avatar) */
  aspect?: number;
  /** the widest the result may be, in pixels (default 512) */
  outputWidth?: number;
}

/**
 * The image crop modal of spec §2 (give it a new `key` per picked file to start from a fresh crop): a crop of
 * `aspect` (square by default) with a zoom slider. The crop area takes focus and moves with the
 * arrow keys; the slider works with the arrow keys too.
 */
export function ImageCropModal({
  file,
  onCancel,
  onConfirm,
  confirmLoading,
  title,
  aspect = 1,
  outputWidth = OUTPUT_SIDE,
}: Props) {
  const { t } = useTranslation();
  const sliderId = useId();
  const src = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => (src ? URL.revokeObjectURL(src) : undefined), [src]);

  const confirm = async () => {
    if (!src || !area) return;
    setBusy(true);
    try {
      await onConfirm(await cropToBlob(src, area, outputWidth));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={file !== null}
      title={title ?? t('people.crop.title')}
      onCancel={onCancel}
      onOk={() => void confirm()}
      okText={t('people.crop.confirm')}
      cancelText={t('people.crop.cancel')}
      okButtonProps={{ disabled: !area, loading: busy || confirmLoading }}
      destroyOnHidden
      maskClosable={false}
    >
      <p id={`${sliderId}-help`}>{t('people.crop.help')}</p>
      <div
        style={{ position: 'relative', width: '100%', height: 320, background: '#333' }}
        data-testid="crop-area"
      >
        {src ? (
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            maxZoom={MAX_ZOOM}
            aspect={aspect}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{
              role: 'group',
              'aria-label': t('people.crop.area'),
              'aria-describedby': `${sliderId}-help`,
            }}
          />
        ) : null}
      </div>
      <div aria-hidden="true" style={{ marginTop: 16 }}>
        {t('people.crop.zoom')}
      </div>
      <Slider
        min={1}
        max={MAX_ZOOM}
        step={0.05}
        value={zoom}
        onChange={(v) => setZoom(v)}
        ariaLabelForHandle={t('people.crop.zoom')}
        tooltip={{ formatter: (v) => `${Math.round((v ?? 1) * 100)}%` }}
      />
    </Modal>
  );
}
