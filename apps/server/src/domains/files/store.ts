import { HttpError } from '../../errors';
import { loadFileType, loadMusicMetadata } from '../../lazy-modules';
import {
  ensureImageVariants,
  ImageTooLargeError,
  imageSize,
  isImage,
  UnreadableImageError,
} from '../../media/image-variants';
import { hashFile, keyFor, type Storage } from '../../storage';
import type { App } from '../../types';
import { type FileRow, insertFile } from './repository';

/**
 * What may be uploaded, by the type its bytes show (magic numbers), never by the name or the declared type.
 * No SVG or HTML: they can carry script.
 */
export const ALLOWED_UPLOAD_TYPES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/aac': 'aac',
  'audio/x-m4a': 'm4a',
  'audio/mp4': 'm4a',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'video/quicktime': 'mov',
};

export const UPLOAD_MESSAGES = {
  empty: 'The file is empty',
  notAllowed: 'Only images (JPEG, PNG, WebP, GIF, AVIF), audio and video files can be uploaded',
  unreadableImage: 'This image could not be read. Please try another file.',
} as const;

/** Seconds of audio or video, read from the file itself (its headers, or a scan of an MP3's frames). */
async function durationOf(path: string, log: App['log']): Promise<number | null> {
  try {
    const { parseFile } = await loadMusicMetadata();
    const { format } = await parseFile(path, { duration: true, skipCovers: true });
    return format.duration && Number.isFinite(format.duration) ? Math.round(format.duration * 10) / 10 : null;
  } catch (error) {
    log.info({ err: error }, 'upload: duration could not be read');
    return null;
  }
}

export type Received = {
  /** The finished upload, in `storage`'s temporary folder (moved into place, or left for the caller to delete). */
  tempPath: string;
  /** sha256 and size when the caller counted them while receiving; otherwise read from the file. */
  checksum?: string;
  size: number;
  originalName: string;
  altName: string | null;
  uploadedBy: number | null;
  /** A listener's upload: kept in the private storage, no public image widths. */
  isPrivate: boolean;
};

/**
 * A received file becomes a stored one: its type checked by its bytes (415), an image's size checked from its
 * header (413) and its WebP widths written, an audio or video file's duration read, then the bytes moved into
 * their content-addressed place and the row written. Used by the multipart upload and the resumable (tus) one.
 */
export async function storeReceivedFile(app: App, received: Received): Promise<FileRow> {
  if (received.size === 0) throw new HttpError(400, UPLOAD_MESSAGES.empty, 'file');
  const { fileTypeFromFile } = await loadFileType();
  const detected = await fileTypeFromFile(received.tempPath);
  const extension = detected && ALLOWED_UPLOAD_TYPES[detected.mime];
  if (!detected || !extension) throw new HttpError(415, UPLOAD_MESSAGES.notAllowed, 'file');
  const storage: Storage = received.isPrivate ? app.privateStorage : app.storage;
  const checksum = received.checksum ?? (await hashFile(received.tempPath));

  // An image gets its WebP widths before it is stored, so its srcset works from the first response.
  // A private image is never on a public page: it needs no widths.
  let dimensions: { width: number; height: number } | undefined;
  let durationSeconds: number | null = null;
  if (isImage(detected.mime)) {
    try {
      dimensions = await imageSize(received.tempPath);
      if (!received.isPrivate) {
        await ensureImageVariants(storage, keyFor(checksum, extension), {
          sourcePath: received.tempPath,
          size: dimensions,
        });
      }
    } catch (error) {
      if (error instanceof ImageTooLargeError) throw new HttpError(413, error.message, 'file');
      if (!(error instanceof UnreadableImageError)) throw error;
      app.log.info({ err: error }, 'upload: unreadable image refused');
      throw new HttpError(415, UPLOAD_MESSAGES.unreadableImage, 'file');
    }
  } else {
    durationSeconds = await durationOf(received.tempPath, app.log);
  }
  const stored = await storage.putTempFile(received.tempPath, checksum, received.size, extension);
  return insertFile(app.db, stored, {
    originalName: received.originalName.slice(0, 255) || `upload.${extension}`,
    mimeType: detected.mime === 'audio/x-wav' ? 'audio/wav' : detected.mime,
    altName: received.altName,
    width: dimensions?.width ?? null,
    height: dimensions?.height ?? null,
    durationSeconds,
    uploadedBy: received.uploadedBy,
    private: received.isPrivate,
  });
}
