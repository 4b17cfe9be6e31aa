/** The customer shell's icons, apart so `/` downloads these six and not the whole set. */
export const pin =
  'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z';
export const search = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16 16l5 5';
export const chevronDown = 'M6 9l6 6 6-6';
export const logout = 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10';
export const grid = 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z';
export const tools = 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.6-.4-.4-2.6z';
