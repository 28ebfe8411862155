import { uploadRules, uploadKinds } from '@cloudexperts/domain';
import { describe, expect, it } from 'vitest';
import { acceptedTypes, displayName, downloadName } from './uploads.service.ts';

describe('the types each kind takes', () => {
  it('are stored as exactly the media types the domain lists for the kind', () => {
    for (const kind of uploadKinds) {
      const stored = new Set(Object.values(acceptedTypes[kind]).map((accepted) => accepted.type));
      expect([...stored].sort(), kind).toEqual([...uploadRules[kind].types].sort());
    }
  });

  it('re-encode every photo type and leave documents as they are', () => {
    for (const accepted of Object.values(acceptedTypes.photo)) expect(accepted.image).toBeDefined();
    for (const accepted of Object.values(acceptedTypes.resume)) expect(accepted.image).toBeUndefined();
  });
});

describe('displayName', () => {
  it("keeps the file's own name, without any path", () => {
    expect(displayName('cv.pdf', 'resume.pdf')).toBe('cv.pdf');
    expect(displayName('C:\\Users\\ada\\cv.pdf', 'resume.pdf')).toBe('cv.pdf');
    expect(displayName('../../etc/passwd', 'resume.pdf')).toBe('passwd');
  });

  it('drops control characters and direction overrides, and falls back when nothing is left', () => {
    expect(displayName('cv\u202Efdp.exe', 'resume.pdf')).toBe('cvfdp.exe');
    expect(displayName('a\u0000b\nc.pdf', 'resume.pdf')).toBe('abc.pdf');
    expect(displayName('  \u0007 ', 'photo.png')).toBe('photo.png');
    expect(displayName('', 'photo.png')).toBe('photo.png');
  });

  it('is at most 255 characters, never splitting a character in two', () => {
    expect(displayName(`${'a'.repeat(300)}.pdf`, 'x')).toHaveLength(255);
    const emoji = displayName(`a${'😀'.repeat(200)}`, 'x');
    expect(emoji).toHaveLength(255);
    expect(emoji.endsWith('😀')).toBe(true);
  });
});

describe('downloadName', () => {
  it("adds the stored type's extension to a name that lacks it", () => {
    expect(downloadName('cv.pdf', 'application/pdf')).toBe('cv.pdf');
    expect(downloadName('CV.PDF', 'application/pdf')).toBe('CV.PDF');
    expect(downloadName('me.jpeg', 'image/jpeg')).toBe('me.jpeg');
    expect(downloadName('cv.html', 'application/pdf')).toBe('cv.html.pdf');
    expect(downloadName('cv', 'application/msword')).toBe('cv.doc');
  });
});
