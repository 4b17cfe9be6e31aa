import { inCategory } from './types';

/** Vehicle Services: ids 30-33 (SPEC §3). */
export const VEHICLE = inCategory('vehicle', [
  {
    id: 30,
    name: 'Doorstep Car Wash',
    image: '/images/catalogue/vehicle.svg',
    rating: 4.5,
    reviews: 1288,
    basePrice: 23,
    description: 'Waterless or foam car wash in your parking spot, with interior vacuuming.',
    longDescription:
      'Our washers come to your society parking with a water tank, foam cannon and microfibre cloths. The exterior is foam-washed or cleaned with a waterless spray, tyres are dressed and the cabin is vacuumed, all in about 45 minutes.',
    inclusions: [
      'Foam or waterless exterior wash',
      'Tyre and rim cleaning with dressing',
      'Interior vacuuming of seats and mats',
      'Dashboard wipe-down',
    ],
    exclusions: ['Engine bay cleaning', 'Scratch removal and polishing'],
    faqs: [
      {
        question: 'Do you need a water connection in the parking?',
        answer: 'No. The washer brings a tank; the waterless option uses under two litres.',
      },
      {
        question: 'Can I book a weekly wash?',
        answer: 'Yes. Book the same slot every week and the same washer is assigned where possible.',
      },
    ],
  },
  {
    id: 31,
    name: 'Car Service & Repair',
    image: '/images/catalogue/vehicle.svg',
    rating: 4.6,
    reviews: 742,
    basePrice: 99,
    description: 'Periodic car service with oil change and pick-up and drop from your home.',
    longDescription:
      'A driver picks up your car, takes it to a partner workshop and returns it the same day. The periodic service covers engine oil and filter change, brake and suspension checks, and a 40-point inspection with photos of anything that needs attention.',
    inclusions: [
      'Free pick-up and drop',
      'Engine oil and oil filter change',
      'Brake, clutch and suspension check',
      '40-point inspection report with photos',
    ],
    exclusions: ['Body repair and denting', 'Tyres and batteries'],
    faqs: [
      {
        question: 'Are genuine spare parts used?',
        answer: 'Yes, OEM or OES parts with invoices; you approve any part before it is fitted.',
      },
      {
        question: 'Will servicing outside the dealer void my warranty?',
        answer: 'No. Service by a qualified workshop with genuine parts keeps the manufacturer warranty valid.',
      },
    ],
  },
  {
    id: 32,
    name: 'Bike Service at Home',
    image: '/images/catalogue/vehicle.svg',
    rating: 4.4,
    reviews: 955,
    basePrice: 29,
    description: 'General service of scooters and motorcycles done outside your home.',
    longDescription:
      'A bike mechanic arrives with tools and consumables to service your scooter or motorcycle at your gate. He changes the engine oil, cleans the air filter and spark plug, adjusts the brakes and chain, and washes the bike at the end.',
    inclusions: [
      'Engine oil change',
      'Air filter and spark plug cleaning',
      'Brake and chain adjustment with lubrication',
      'Bike wash after service',
    ],
    exclusions: ['Engine overhaul', 'Puncture repair of tubeless tyres'],
    faqs: [
      {
        question: 'Which bikes can be serviced at home?',
        answer: 'Scooters and motorcycles up to 400 cc; superbikes need a workshop.',
      },
      {
        question: 'How long does a home bike service take?',
        answer: 'About 90 minutes, including the wash.',
      },
    ],
  },
  {
    id: 33,
    name: 'Car Interior Detailing',
    image: '/images/catalogue/vehicle.svg',
    rating: 4.7,
    reviews: 403,
    basePrice: 59,
    description: 'Deep cleaning of seats, roof lining and AC vents that removes stains and odours.',
    longDescription:
      'Detailers shampoo fabric seats or clean and condition leather, steam the roof lining and carpets, and sanitise the AC vents. An ozone treatment at the end removes smoke and food smells from the cabin.',
    inclusions: [
      'Seat shampoo or leather conditioning',
      'Steam cleaning of roof and carpets',
      'AC vent sanitisation',
      'Ozone odour treatment',
    ],
    exclusions: ['Exterior polishing and ceramic coating', 'Seat cover replacement'],
    faqs: [
      {
        question: 'How long before I can drive after detailing?',
        answer: 'Seats need two to three hours to dry with the windows open.',
      },
      {
        question: 'Can child car seats be cleaned too?',
        answer: 'Yes, their fabric covers are shampooed with a mild, fragrance-free cleaner.',
      },
    ],
  },
]);
