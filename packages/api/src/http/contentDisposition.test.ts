import { describe, expect, it } from 'vitest';
import { contentDisposition } from './contentDisposition.ts';

describe('contentDisposition', () => {
  it('gives a plain name as it is, both ways', () => {
    expect(contentDisposition('inline', 'me.png')).toBe(`inline; filename="me.png"; filename*=UTF-8''me.png`);
  });

  it('keeps quotes, backslashes, line breaks and non-ASCII out of the plain name, and encodes the real one', () => {
    const header = contentDisposition('attachment', 'Zoë "CV"\\\r\nSet-Cookie: x=1 (final)*.pdf');
    expect(header).toBe(
      `attachment; filename="Zo_ _CV____Set-Cookie: x=1 (final)*.pdf"; ` +
        `filename*=UTF-8''Zo%C3%AB%20%22CV%22%5C%0D%0ASet-Cookie%3A%20x%3D1%20%28final%29%2A.pdf`,
    );
    expect(header).not.toMatch(/[\r\n]/);
  });

  it('never lets a percent sign read as an escape in the plain name (some browsers decode it)', () => {
    expect(contentDisposition('attachment', '100%25.pdf')).toMatch(/^attachment; filename="100_25.pdf"; /);
  });
});
