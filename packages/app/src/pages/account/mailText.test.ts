import { describe, expect, it } from 'vitest';
import { readSmsCode, splitMailBody } from './mailText.ts';

describe('splitMailBody', () => {
  it('turns the mail action link into an in-app path, whatever origin the API mailed it from', () => {
    expect(
      splitMailBody(
        'Confirm your email: http://localhost:3000/login_page/confirm-token.',
        '/login_page/confirm-token',
        'http://localhost:5173',
      ),
    ).toEqual([
      { kind: 'text', text: 'Confirm your email: ' },
      {
        kind: 'link',
        text: 'http://localhost:3000/login_page/confirm-token',
        href: '/login_page/confirm-token',
        inApp: true,
      },
      { kind: 'text', text: '.' },
    ]);
  });

  it("keeps a link on the app's origin in the app and any other address outside it", () => {
    expect(
      splitMailBody(
        'Reset: https://app.example.test/reset-password/abc?x=1 or read https://docs.example.org/help',
        null,
        'https://app.example.test',
      ),
    ).toEqual([
      { kind: 'text', text: 'Reset: ' },
      {
        kind: 'link',
        text: 'https://app.example.test/reset-password/abc?x=1',
        href: '/reset-password/abc?x=1',
        inApp: true,
      },
      { kind: 'text', text: ' or read ' },
      { kind: 'link', text: 'https://docs.example.org/help', href: 'https://docs.example.org/help', inApp: false },
    ]);
  });

  it('leaves a body without links as one piece of text', () => {
    expect(splitMailBody('Your code is 12345.', null, 'http://localhost')).toEqual([
      { kind: 'text', text: 'Your code is 12345.' },
    ]);
  });
});

describe('readSmsCode', () => {
  it('finds a 5- or 6-digit code', () => {
    expect(readSmsCode('Your Cloud Experts code is 482913.')).toBe('482913');
    expect(readSmsCode('Code 48291 expires in 10 minutes')).toBe('48291');
  });

  it('finds none in a text without one', () => {
    expect(readSmsCode('Welcome aboard')).toBeUndefined();
  });
});
