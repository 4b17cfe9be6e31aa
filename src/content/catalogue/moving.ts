import { inCategory } from './types';

/** Shifting & Moving: ids 28-29 (SPEC §3). */
export const MOVING = inCategory('moving', [
  {
    id: 28,
    name: 'Packers & Movers',
    image: '/images/home/moving.svg',
    rating: 4.5,
    reviews: 1034,
    basePrice: 299,
    description: 'Packing, loading, transport and unpacking for house shifting within or between cities.',
    longDescription:
      'Trained packers wrap furniture in bubble sheets, pack kitchenware in layered cartons and label every box by room. A closed truck carries your goods with GPS tracking, and the team unloads and places furniture where you want it.',
    inclusions: [
      'Packing material: cartons, bubble wrap and tape',
      'Loading and unloading by trained packers',
      'Closed truck with GPS tracking',
      'Placement of furniture at the new home',
    ],
    exclusions: ['Transit insurance (optional add-on)', 'Dismantling of modular kitchens'],
    faqs: [
      {
        question: 'How early should I book a house shift?',
        answer: 'At least a week ahead; month-end dates fill up fastest.',
      },
      {
        question: 'Can you move my car or bike too?',
        answer: 'Yes, in a separate car carrier for inter-city moves; ask for it in the instructions.',
      },
    ],
  },
  {
    id: 29,
    name: 'Office Relocation',
    image: '/images/catalogue/moving.svg',
    rating: 4.6,
    reviews: 187,
    basePrice: 599,
    description: 'Planned weekend office moves with IT equipment handling and minimal downtime.',
    longDescription:
      'A relocation manager plans the move floor by floor, tags every desk and cable, and moves computers in anti-static packing. Most offices close on Friday evening and open on Monday morning with desks and workstations ready.',
    inclusions: [
      'Site survey and move plan',
      'Tagging of desks, files and equipment',
      'Anti-static packing for computers and servers',
      'Reassembly of workstations',
    ],
    exclusions: ['Network cabling at the new office', 'Disposal of old furniture'],
    faqs: [
      {
        question: 'Can the move happen outside business hours?',
        answer: 'Yes. Night and weekend moves are standard so your team loses no working day.',
      },
      {
        question: 'Who reconnects our computers?',
        answer: 'Our team places and plugs them in; your IT staff or vendor should check the network afterwards.',
      },
    ],
  },
]);
