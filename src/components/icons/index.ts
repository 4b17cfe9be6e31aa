/** THE icon table, one 24×24 path each; one export per icon, so a bundle carries only the icons it draws. */
export * from './shell';

export const dashboard = 'M3 3h7v9H3zM14 3h7v5h-7zM14 12h7v9h-7zM3 16h7v5H3z';
export const list = 'M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01';
export const calendar = 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5';
export const star = 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z';
export const rupee = 'M6 4h12M6 9h12M9 4c5 0 5 10 0 10H6l8 7';
export const chart = 'M4 20V4M4 20h16M8 16l4-5 3 3 5-6';
export const person = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6';
export const people =
  'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20c0-3.5 3-5.5 7-5.5s7 2 7 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.8c2.4.6 4 2.3 4 5.2';
export const gear =
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z';
export const folder = 'M3 6h6l2 2h10v11H3z';
export const shop = 'M4 10v10h16V10M3 4h18l-1 6H4zM9 20v-6h6v6';
export const card = 'M3 6h18v12H3zM3 10h18M7 15h4';
export const bell = 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4';
export const menu = 'M4 6h16M4 12h16M4 18h16';
export const close = 'M6 6l12 12M18 6L6 18';
export const check = 'M5 12l5 5 9-10';
export const report = 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h7';
export const home = 'M4 11l8-7 8 7v9H4zM10 20v-6h4v6';
export const plus = 'M12 5v14M5 12h14';
export const trash = 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13';
export const edit = 'M4 20h4L19 9l-4-4L4 16zM14 6l4 4';
export const eye = 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z';
export const phone = 'M5 4h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 6a2 2 0 0 1 2-2z';
export const mail = 'M3 6h18v12H3zM3 7l9 6 9-6';
export const clock = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2';
export const shield = 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5';
export const smile = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM8 14s1.5 2 4 2 4-2 4-2M9 9.5h.01M15 9.5h.01';
