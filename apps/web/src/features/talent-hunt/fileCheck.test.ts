import { FORM_MESSAGES } from '@tarang/contracts';
import { describe, expect, it } from 'vitest';
import { fileProblem, formatSize, isMedia } from './fileCheck';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the talent-hunt file check (before uploading)', () => {
  it('asks for a file when there is none', () => {
    expect(fileProblem(null)).toBe(FORM_MESSAGES.fileRequired);
    expect(fileProblem(undefined)).toBe('Add an audio or video file');
  });

  it('takes audio and video, by type or, without a type, by name', () => {
    expect(fileProblem(file('take.mp3', 'audio/mpeg'))).toBeNull();
    expect(fileProblem(file('dance.mp4', 'video/mp4'))).toBeNull();
    expect(fileProblem(file('voice.M4A', ''))).toBeNull();
    expect(isMedia(file('song.wav', 'audio/wav'))).toBe(true);
  });

  it('refuses other files', () => {
    expect(fileProblem(file('photo.jpg', 'image/jpeg'))).toBe('Choose an audio or video file');
    expect(fileProblem(file('notes.pdf', 'application/pdf'))).toBe('Choose an audio or video file');
    expect(fileProblem(file('mp3', ''))).toBe('Choose an audio or video file');
  });

  it('refuses an empty file and one over the limit', () => {
    expect(fileProblem(file('take.mp3', 'audio/mpeg', 0))).toBe('The file is empty');
    expect(fileProblem(file('take.mp3', 'audio/mpeg', 50 * MB))).toBeNull();
    expect(fileProblem(file('take.mp3', 'audio/mpeg', 50 * MB + 1))).toBe('The file is larger than 50 MB');
    expect(fileProblem(file('take.mp3', 'audio/mpeg', 11 * MB), 10)).toBe('The file is larger than 10 MB');
  });

  it('writes sizes as a listener reads them', () => {
    expect(formatSize(4.24 * MB)).toBe('4.2 MB');
    expect(formatSize(820 * 1024)).toBe('820 KB');
    expect(formatSize(10)).toBe('1 KB');
  });
});
