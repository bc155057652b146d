import { FORM_MESSAGES } from '@tarang/contracts';
import { talentMessages, UPLOAD_MAX_MB } from './messages';

/** What the server accepts as audio or video (it checks the bytes; this only saves a pointless upload). */
const MEDIA_EXTENSIONS = /\.(mp3|wav|ogg|oga|opus|aac|m4a|mp4|m4v|webm|mov)$/i;

/** Audio or video by its declared type, or by its name when the browser does not know the type. */
export const isMedia = (file: Pick<File, 'type' | 'name'>) =>
  /^(audio|video)\//.test(file.type) || (!file.type && MEDIA_EXTENSIONS.test(file.name));

/** The message for a chosen file, checked before uploading: none, not audio/video, empty or too large. */
export function fileProblem(
  file: Pick<File, 'type' | 'name' | 'size'> | null | undefined,
  maxMb = UPLOAD_MAX_MB,
): string | null {
  if (!file) return FORM_MESSAGES.fileRequired;
  const t = talentMessages.get();
  if (!isMedia(file)) return t.fileNotMedia;
  if (file.size === 0) return t.fileEmpty;
  if (file.size > maxMb * 1024 * 1024) return t.fileTooLarge({ mb: maxMb });
  return null;
}

/** "4.2 MB", "820 KB": a file size as a listener reads it. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
