/** The Tips panels of the admin add forms (SPEC §2.12). */
export const CATEGORY_TIPS = [
  'Use a short, clear name customers recognise, such as "AC Repair" or "Home Cleaning".',
  'The slug is made from the name and appears in links; keep it short.',
  'Describe what the category covers in a sentence or two.',
  'Use a bright 4:3 image in JPEG, PNG, GIF or WebP.',
  'Sort order decides the position in lists: lower numbers come first.',
];

export const SUBCATEGORY_TIPS = [
  'Choose the parent category first.',
  'Use a specific name, such as "Split AC Service" under "AC & Appliance Repair".',
  'The slug must be unique within its category.',
  'Use a bright 4:3 image in JPEG, PNG, GIF or WebP.',
  'Sort order decides the position in lists: lower numbers come first.',
];

/** SPEC §2.12: clear names, detailed descriptions, competitive pricing, quality images, comprehensive FAQs. */
export const SERVICE_TIPS = [
  { title: 'Clear names', text: 'Say exactly what the customer gets, e.g. "Split AC Deep Cleaning".' },
  { title: 'Detailed descriptions', text: 'Explain the steps, the time it takes and what the professional brings.' },
  { title: 'Competitive pricing', text: 'Check similar services and price honestly; customers compare.' },
  { title: 'Quality images', text: 'Use bright, sharp photos; 800x600 px works best for the main image.' },
  { title: 'Comprehensive FAQs', text: 'Answer the questions customers ask before they book.' },
];
