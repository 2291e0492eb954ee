import { LAB_UPLOAD_NAME_MAX, labUploadName } from '@occ/shared';

/**
 * The name an image file is stored under, which the portal checks with the cloud upload rule
 * (spec §5: no special characters, at most 100): refused characters become "_", so a file
 * called "my image (v2).bin" is accepted as "my_image__v2_.bin". Null when nothing usable is left.
 */
export function storedFileName(original: string): string | null {
  const cleaned = original
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._-]/gu, '_')
    .replace(/^[.]+/, '');
  // keep the extension when the name is too long
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  const name =
    cleaned.length > LAB_UPLOAD_NAME_MAX ? cleaned.slice(0, LAB_UPLOAD_NAME_MAX - ext.length) + ext : cleaned;
  return labUploadName.safeParse(name).success ? name : null;
}
