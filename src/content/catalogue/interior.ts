import { inCategory } from './types';

/** Home Interior: ids 34-37 (SPEC §3). */
export const INTERIOR = inCategory('interior', [
  {
    id: 34,
    name: 'Modular Kitchen Design',
    image: '/images/catalogue/interior.svg',
    rating: 4.8,
    reviews: 214,
    basePrice: 1499,
    description: 'Made-to-measure modular kitchens with 3D design and factory-finished cabinets.',
    longDescription:
      'A designer measures your kitchen, plans the work triangle and shows you a 3D view with your choice of laminates, acrylic or PU finishes. Cabinets are made in a factory with moisture-resistant boards and installed in about a week.',
    inclusions: [
      'Site measurement and 3D design',
      'BWR plywood carcass with chosen finish',
      'Soft-close hinges and drawer channels',
      'Installation and final alignment',
    ],
    exclusions: ['Chimney, hob and sink', 'Granite or quartz countertop'],
    faqs: [
      {
        question: 'How long does a modular kitchen take from order to handover?',
        answer: 'About 30 days: two for design, three weeks of factory work and up to a week of installation.',
      },
      {
        question: 'What warranty do the cabinets have?',
        answer: 'Ten years on the carcass and one year on hardware such as hinges and channels.',
      },
    ],
  },
  {
    id: 35,
    name: 'Wardrobe & Storage Design',
    image: '/images/catalogue/interior.svg',
    rating: 4.7,
    reviews: 188,
    basePrice: 999,
    description: 'Sliding and hinged wardrobes, lofts and TV units built to fit your room.',
    longDescription:
      'Make every inch count with wardrobes designed around how you store clothes: long hanging, shelves, drawers and a loft for suitcases. Choose sliding or hinged shutters with mirror, lacquered glass or laminate finishes.',
    inclusions: [
      'Space planning and 3D view',
      'Internal layout with drawers and hanging rails',
      'Sliding or hinged shutters',
      'Installation and clean-up',
    ],
    exclusions: ['Walk-in closet lighting', 'Civil work to create niches'],
    faqs: [
      {
        question: 'Is a sliding wardrobe better for a small bedroom?',
        answer: 'Usually, since it needs no space to swing the doors open.',
      },
      {
        question: 'Can a loft be added above an existing wardrobe?',
        answer: 'Yes, if the ceiling height allows; the designer matches the finish as closely as possible.',
      },
    ],
  },
  {
    id: 36,
    name: 'False Ceiling Installation',
    image: '/images/catalogue/interior.svg',
    rating: 4.6,
    reviews: 267,
    basePrice: 699,
    description: 'Gypsum and POP false ceilings with cove lighting and concealed wiring.',
    longDescription:
      'A false ceiling hides beams and wiring and makes room for warm cove lights. Our team builds it on a galvanised metal frame with moisture-resistant gypsum boards, leaves cut-outs for lights and fans, and finishes it ready for painting.',
    inclusions: [
      'Design with lighting layout',
      'Galvanised frame and gypsum boards',
      'Cut-outs for lights and fan hooks',
      'Jointing, taping and primer',
    ],
    exclusions: ['Light fixtures and LED strips', 'Final paint coat'],
    faqs: [
      {
        question: 'How much height does a false ceiling take?',
        answer: 'Between four and eight inches, depending on the design and lights.',
      },
      {
        question: 'Can a ceiling fan hang from a false ceiling?',
        answer: 'The fan is hung from the original slab through a down-rod, never from the gypsum board.',
      },
    ],
  },
  {
    id: 37,
    name: 'Wallpaper Installation',
    image: '/images/catalogue/interior.svg',
    rating: 4.5,
    reviews: 341,
    basePrice: 129,
    description: 'Designer and custom-print wallpapers fixed bubble-free on any smooth wall.',
    longDescription:
      'Pick from hundreds of designs or print a photo of your own. Installers check the wall for damp, apply a primer, then hang the rolls with matched patterns and no bubbles; a bedroom accent wall is done in a few hours.',
    inclusions: [
      'Wall check and primer',
      'Pattern matching across rolls',
      'Bubble-free fixing with trimming',
      'Removal of leftover material',
    ],
    exclusions: ['Removing old wallpaper layers', 'Wall putty and repair work'],
    faqs: [
      {
        question: 'Will wallpaper peel off in humid weather?',
        answer: 'Not on a dry, primed wall; we do not install on walls that show seepage.',
      },
      {
        question: 'Can wallpaper be removed later without damage?',
        answer: 'Non-woven wallpapers peel off in strips and leave the wall ready for paint.',
      },
    ],
  },
]);
