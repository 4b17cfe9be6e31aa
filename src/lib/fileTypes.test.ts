/** The one table of what each upload takes (types, byte limit) and the messages of a refusal. */
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS, UPLOADS, uploadProblem } from './fileTypes';

const MB = 1024 * 1024;
const fileOf = (name: string, type: string, size = 8) => ({ name, type, size });

describe('uploadProblem', () => {
  it('takes profile images of PNG, JPG or GIF up to 2 MB', () => {
    expect(uploadProblem([fileOf('me.png', 'image/png', 2 * MB)], 'profileImage')).toBeNull();
    expect(uploadProblem([fileOf('me.JPG', '')], 'profileImage')).toBeNull(); // no MIME type: the extension
    expect(uploadProblem([fileOf('me.webp', 'image/webp')], 'profileImage')).toBe('Choose a PNG, JPG or GIF image.');
    expect(uploadProblem([fileOf('me.svg', 'image/svg+xml')], 'profileImage')).toBe('Choose a PNG, JPG or GIF image.');
    expect(uploadProblem([fileOf('me.png', 'image/png', 2 * MB + 1)], 'profileImage')).toBe(
      'The file is larger than 2 MB.',
    );
  });

  it('takes documents of PDF, JPG or PNG up to 5 MB', () => {
    expect(uploadProblem([fileOf('id.pdf', 'application/pdf', 5 * MB)], 'document')).toBeNull();
    expect(uploadProblem([fileOf('id.gif', 'image/gif')], 'document')).toBe('Choose a PDF, JPG or PNG file.');
    expect(uploadProblem([fileOf('id.docx', '')], 'document')).toBe('Choose a PDF, JPG or PNG file.');
    expect(uploadProblem([fileOf('id.pdf', 'application/pdf', 5 * MB + 1)], 'document')).toBe(
      'The file is larger than 5 MB.',
    );
  });

  it('takes admin images of JPEG, PNG, GIF or WebP up to 5 MB, and names the refused file of several', () => {
    expect(uploadProblem([fileOf('a.webp', 'image/webp'), fileOf('b.gif', 'image/gif')], 'adminImage')).toBeNull();
    expect(uploadProblem([fileOf('a.png', 'image/png'), fileOf('b.txt', 'text/plain')], 'adminImage')).toBe(
      'b.txt is not a JPEG, PNG, GIF or WebP image.',
    );
    expect(uploadProblem([fileOf('a.png', 'image/png', 5 * MB + 1), fileOf('b.png', 'image/png')], 'adminImage')).toBe(
      'a.png is larger than 5 MB.',
    );
    expect(uploadProblem([], 'adminImage')).toBeNull();
  });

  it('reads its limits from UPLOAD_LIMITS, which the mock backend enforces too', () => {
    expect(UPLOADS.profileImage.maxBytes).toBe(UPLOAD_LIMITS.profileImage);
    expect(UPLOADS.document.maxBytes).toBe(UPLOAD_LIMITS.document);
    expect(UPLOADS.adminImage.maxBytes).toBe(UPLOAD_LIMITS.adminImage);
    expect(UPLOADS.profileImage.accept).not.toMatch(/svg|webp|image\/\*/);
  });
});
