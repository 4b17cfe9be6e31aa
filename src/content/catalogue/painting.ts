import { inCategory } from './types';

/** Painting & Renovation: ids 25-27 (SPEC §3). */
export const PAINTING = inCategory('painting', [
  {
    id: 25,
    name: 'Full Home Painting',
    image: '/images/home/painting.svg',
    rating: 4.7,
    reviews: 845,
    basePrice: 899,
    description: 'Interior painting with furniture covering, putty work and a supervisor on site.',
    longDescription:
      'A site supervisor measures your home, helps you choose shades from Asian Paints or Berger, and stays responsible for the crew. Furniture and floors are covered, cracks are filled with putty, and the painters clean up every evening.',
    inclusions: [
      'Free measurement and colour consultation',
      'Masking of floors, switches and furniture',
      'Crack filling and one coat of putty',
      'Primer and two coats of emulsion',
    ],
    exclusions: ['Exterior walls', 'Wood polish and metal enamel'],
    faqs: [
      {
        question: 'How many days does a 2 BHK take?',
        answer: 'Five to six working days with a crew of three painters, including putty drying time.',
      },
      {
        question: 'Can we stay at home while painting is going on?',
        answer: 'Yes. The crew finishes one room at a time and uses low-odour paints on request.',
      },
    ],
  },
  {
    id: 26,
    name: 'Wall Texture & Stencil Painting',
    image: '/images/catalogue/painting.svg',
    rating: 4.6,
    reviews: 312,
    basePrice: 149,
    description: 'Accent walls with texture, stencil or metallic finishes designed for your room.',
    longDescription:
      'Turn a plain wall behind your bed or TV into a feature. Our artisans offer sand, rustic and royal-play textures, stencil patterns and metallic finishes, with a sample board so you see the look before a brush touches the wall.',
    inclusions: [
      'Sample board of the chosen finish',
      'Wall preparation and base coat',
      'Texture or stencil application',
      'Protective top coat',
    ],
    exclusions: ['Painting of the rest of the room', 'Wallpaper (see Wallpaper Installation)'],
    faqs: [
      {
        question: 'Can texture be applied over an old painted wall?',
        answer: 'Yes, after light sanding and a primer coat, as long as the wall has no damp patches.',
      },
      {
        question: 'How do I clean a textured wall?',
        answer: 'Dust it with a soft brush; the top coat allows gentle wiping with a damp cloth.',
      },
    ],
  },
  {
    id: 27,
    name: 'Home Construction',
    image: '/images/catalogue/painting.svg',
    rating: 4.8,
    reviews: 96,
    basePrice: 1999,
    description: 'Turnkey construction of independent homes and floors, from drawings to handover.',
    longDescription:
      'Build your house with one accountable team: an architect for approved drawings, a structural engineer, a project manager and vetted contractors. You get a fixed-rate contract, a weekly photo report and quality checks at every stage, from foundation to final painting.',
    inclusions: [
      'Architectural and structural drawings',
      'Dedicated project manager and weekly updates',
      'Stage-wise quality inspections',
      'Handover with a snag list closed',
    ],
    exclusions: ['Land and government approval fees', 'Loose furniture and appliances'],
    faqs: [
      {
        question: 'How are payments made during construction?',
        answer: 'In stages tied to milestones such as foundation, slab casting and finishing, never all up front.',
      },
      {
        question: 'Can I choose my own brands of cement and steel?',
        answer: 'Yes. The contract lists the brands you approve, and the site engineer checks every delivery.',
      },
    ],
  },
]);
