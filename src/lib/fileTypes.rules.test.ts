/**
 * SPEC §5 upload rules, each at its edge: what the file dialog offers (`accept`), which MIME types and extensions
 * are taken (in any case), the byte limits of §9 (the exact limit taken, one byte more refused) and the words of
 * each refusal.
 */
import { describe, expect, it } from 'vitest';
import { UPLOADS, uploadProblem, type UploadKind } from './fileTypes';

const MB = 1024 * 1024;
const fileOf = (name: string, type: string, size = 8) => ({ name, type, size });

describe('what the file dialog offers (accept)', () => {
  it('profile images: PNG, JPEG and GIF, by MIME type and by extension', () => {
    expect(UPLOADS.profileImage.accept.split(',')).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      '.png',
      '.jpg',
      '.jpeg',
      '.gif',
    ]);
  });

  it('documents: PDF, JPEG and PNG, by MIME type and by extension', () => {
    expect(UPLOADS.document.accept.split(',')).toEqual([
      'application/pdf',
      'image/jpeg',
      'image/png',
      '.pdf',
      '.jpg',
      '.jpeg',
      '.png',
    ]);
  });

  it('catalogue images: JPEG, PNG, WebP and GIF, by MIME type and by extension (never SVG)', () => {
    expect(UPLOADS.adminImage.accept.split(',')).toEqual([
      'image/jpeg',
      'image/png',
      'image/webp',
      'image/gif',
      '.jpg',
      '.jpeg',
      '.png',
      '.webp',
      '.gif',
    ]);
  });
});

describe('which files are taken', () => {
  const CASES: [UploadKind, string[], string[]][] = [
    ['profileImage', ['image/png', 'image/jpeg', 'image/gif'], ['image/webp', 'application/pdf', 'image/svg+xml']],
    ['document', ['application/pdf', 'image/jpeg', 'image/png'], ['image/gif', 'image/webp', 'text/plain']],
    ['adminImage', ['image/jpeg', 'image/png', 'image/webp', 'image/gif'], ['application/pdf', 'image/svg+xml']],
  ];

  it.each(CASES)('%s: by the MIME type the browser gives, in any case', (kind, taken, refused) => {
    for (const type of taken) {
      expect(uploadProblem([fileOf('upload', type)], kind)).toBeNull();
      expect(uploadProblem([fileOf('upload', type.toUpperCase())], kind)).toBeNull();
    }
    for (const type of refused) expect(uploadProblem([fileOf('upload', type)], kind)).not.toBeNull();
  });

  it('believes the MIME type over the name when the browser gives one', () => {
    expect(uploadProblem([fileOf('photo.png', 'application/pdf')], 'profileImage')).toBe(
      'Choose a PNG, JPG or GIF image.',
    );
    expect(uploadProblem([fileOf('scan.pdf', 'image/png')], 'profileImage')).toBeNull();
    expect(uploadProblem([fileOf('photo', 'image/webp')], 'adminImage')).toBeNull();
    expect(uploadProblem([fileOf('notes.pdf', 'text/plain')], 'document')).not.toBeNull();
  });

  it.each([
    ['a.jpg', 'adminImage'],
    ['a.JPEG', 'adminImage'],
    ['a.jpeg', 'profileImage'],
    ['a.Png', 'document'],
    ['a.png', 'profileImage'],
    ['a.webp', 'adminImage'],
    ['a.WEBP', 'adminImage'],
    ['a.gif', 'profileImage'],
    ['a.GIF', 'adminImage'],
    ['a.pdf', 'document'],
    ['scan.final.PDF', 'document'],
  ] as const)('without a MIME type, %s is taken as %s by its extension', (name, kind) => {
    expect(uploadProblem([fileOf(name, '')], kind)).toBeNull();
  });

  it('without a MIME type, an unknown or missing extension is refused', () => {
    expect(uploadProblem([fileOf('a.webp', '')], 'profileImage')).toBe('Choose a PNG, JPG or GIF image.');
    expect(uploadProblem([fileOf('a.pdf', '')], 'adminImage')).toBe('Choose a JPEG, PNG, GIF or WebP image.');
    expect(uploadProblem([fileOf('a.svg', '')], 'adminImage')).toBe('Choose a JPEG, PNG, GIF or WebP image.');
    expect(uploadProblem([fileOf('scan.pdf.exe', '')], 'document')).toBe('Choose a PDF, JPG or PNG file.');
    expect(uploadProblem([fileOf('', '')], 'document')).toBe('Choose a PDF, JPG or PNG file.');
    expect(uploadProblem([fileOf('a.jpeg', '')], 'adminImage')).toBeNull();
    expect(uploadProblem([fileOf('a.pdf', '')], 'adminImage')).not.toBeNull();
    expect(uploadProblem([fileOf('a.pdf', '')], 'document')).toBeNull();
    expect(uploadProblem([fileOf('a.gif', '')], 'document')).not.toBeNull();
  });
});

describe('byte limits (§9), at the edge', () => {
  it.each([
    ['profileImage', 'me.png', 'image/png', 2],
    ['document', 'id.pdf', 'application/pdf', 5],
    ['adminImage', 'tile.webp', 'image/webp', 5],
  ] as const)('%s: %s of exactly the limit is taken, one byte more refused', (kind, name, type, mb) => {
    expect(uploadProblem([fileOf(name, type, mb * MB)], kind)).toBeNull();
    expect(uploadProblem([fileOf(name, type, mb * MB + 1)], kind)).toBe(`The file is larger than ${mb} MB.`);
    expect(uploadProblem([fileOf('ok.png', 'image/png'), fileOf(name, type, mb * MB + 1)], kind)).toBe(
      `${name} is larger than ${mb} MB.`,
    );
  });

  it('checks the type before the size, and names the first refused file of several', () => {
    expect(uploadProblem([fileOf('huge.txt', 'text/plain', 50 * MB)], 'document')).toBe(
      'Choose a PDF, JPG or PNG file.',
    );
    expect(
      uploadProblem(
        [fileOf('a.gif', 'image/gif'), fileOf('b.bmp', 'image/bmp'), fileOf('c.txt', 'text/plain')],
        'profileImage',
      ),
    ).toBe('b.bmp is not a PNG, JPG or GIF image.');
    expect(uploadProblem([fileOf('a.pdf', 'application/pdf'), fileOf('b.gif', 'image/gif')], 'document')).toBe(
      'b.gif is not a PDF, JPG or PNG file.',
    );
  });
});
