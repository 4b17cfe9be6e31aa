/** SPEC §3: where a stored image path is served from. */
import { describe, expect, it } from 'vitest';
import { config } from '../api/config';
import { profileImageUrl, subcategoryImage } from './uploads';

describe('profileImageUrl', () => {
  it('keeps an absolute URL, a data or blob URL, and a root-relative path', () => {
    for (const path of [
      'https://cdn.example.in/p/1.jpg',
      'HTTP://cdn.example.in/p/1.jpg',
      'data:image/png;base64,AAAA',
      'blob:https://app.example.in/1',
      '/uploads/users/a.jpg',
    ]) {
      expect(profileImageUrl(path)).toBe(path);
    }
  });

  it('puts uploads/… and a bare file name under the user uploads folder', () => {
    expect(profileImageUrl('uploads/priya.jpg')).toBe(`${config.uploadsUrl}/users/priya.jpg`);
    expect(profileImageUrl('priya.jpg')).toBe(`${config.uploadsUrl}/users/priya.jpg`);
  });

  it('puts any other relative path under the user API base, without doubled slashes', () => {
    expect(profileImageUrl('images/priya.jpg')).toBe(`${config.userApiUrl}/images/priya.jpg`);
    // A scheme must start the path to count: one later in it is just text.
    expect(profileImageUrl('img/https:x.jpg')).toBe(`${config.userApiUrl}/img/https:x.jpg`);
  });

  it('is nothing for no path', () => {
    expect(profileImageUrl('')).toBeNull();
    expect(profileImageUrl(null)).toBeNull();
    expect(profileImageUrl(undefined)).toBeNull();
  });
});

describe('subcategoryImage', () => {
  it('serves a bare file name from the subcategory uploads folder and keeps an absolute one', () => {
    expect(subcategoryImage({ image: 'ac.png' })).toBe(`${config.uploadsUrl}/subcategories/ac.png`);
    expect(subcategoryImage({ image: 'https://cdn.example.in/ac.png' })).toBe('https://cdn.example.in/ac.png');
    expect(subcategoryImage({ image: '' })).toBeNull();
    expect(subcategoryImage({ image: null })).toBeNull();
  });

  it('falls back to image_url when no file was uploaded, and prefers the file when both are there', () => {
    expect(subcategoryImage({ image: null, image_url: 'https://cdn.example.in/ac.jpg' })).toBe(
      'https://cdn.example.in/ac.jpg',
    );
    expect(subcategoryImage({ image: 'ac.png', image_url: 'https://cdn.example.in/ac.jpg' })).toBe(
      `${config.uploadsUrl}/subcategories/ac.png`,
    );
  });
});
