import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { docxExpandsWithin } from './resumeText.ts';

const MB = 1024 * 1024;

describe('docxExpandsWithin', () => {
  it('takes a document that unzips to the cap or less', () => {
    const docx = zipSync({ 'word/document.xml': strToU8('<w:document/>'), 'word/media/a.bin': new Uint8Array(MB) });
    expect(docxExpandsWithin(docx, MB + 100)).toBe(true);
  });

  it('stops at the first byte past the cap, whatever the entries', () => {
    const one = zipSync({ 'word/media/a.bin': new Uint8Array(2 * MB) });
    expect(docxExpandsWithin(one, MB)).toBe(false);
    // Many small entries add up.
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`p${String(i)}.xml`, new Uint8Array(64 * 1024)])),
    );
    expect(docxExpandsWithin(many, MB)).toBe(false);
    expect(docxExpandsWithin(many, 3 * MB)).toBe(true);
  });

  it('counts what really inflates, not what the zip declares', () => {
    const docx = zipSync({ 'word/media/a.bin': new Uint8Array(2 * MB) });
    // Forge the declared uncompressed size (local header and central directory) down to 10 bytes.
    const view = new DataView(docx.buffer, docx.byteOffset, docx.byteLength);
    for (let offset = 0; offset < docx.length - 4; offset += 1) {
      const signature = view.getUint32(offset, true);
      if (signature === 0x04034b50) view.setUint32(offset + 22, 10, true);
      if (signature === 0x02014b50) view.setUint32(offset + 24, 10, true);
    }
    expect(docxExpandsWithin(docx, MB)).toBe(false);
  });
});
