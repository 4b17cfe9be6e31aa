import { inCategory } from './types';

/** Cleaning & Pest Control: ids 7-11 (SPEC §3). */
export const CLEANING = inCategory('cleaning', [
  {
    id: 7,
    name: 'Full Home Deep Cleaning',
    image: '/images/home/cleaning.svg',
    rating: 4.8,
    reviews: 2150,
    basePrice: 129,
    description: 'Top-to-bottom cleaning of every room, kitchen and bathroom by a team of trained cleaners.',
    longDescription:
      'A team of two to four cleaners spends a full day on your flat or villa with scrubbing machines, vacuum cleaners and safe chemicals. Floors, windows, fans, cabinets, tiles and fittings are cleaned until they shine, ideal before Diwali or after a renovation.',
    inclusions: [
      'Dusting of fans, lights, switchboards and cupboards',
      'Machine scrubbing of floors and bathroom tiles',
      'Inside and outside cleaning of kitchen cabinets',
      'Window panes, grills and balcony cleaning',
    ],
    exclusions: ['Cleaning inside the refrigerator and oven', 'Shifting of heavy furniture'],
    faqs: [
      {
        question: 'How long does a 3 BHK deep clean take?',
        answer: 'A team of three usually needs seven to eight hours for a furnished 3 BHK.',
      },
      {
        question: 'Do I need to provide water and electricity?',
        answer: 'Yes, the machines need a power point and a water tap; the team brings all chemicals and tools.',
      },
    ],
  },
  {
    id: 8,
    name: 'Bathroom Deep Cleaning',
    image: '/images/home/bathroom.svg',
    rating: 4.7,
    reviews: 1610,
    basePrice: 29,
    description: 'Removal of hard-water stains, grime and odour from tiles, taps and toilets.',
    longDescription:
      'Hard water leaves white marks on taps and yellow rings on tiles. Our cleaners use a descaler that is gentle on chrome, a rotary scrubber for the floor and a disinfectant that kills germs in the toilet, shower area and drains.',
    inclusions: [
      'Descaling of taps, showers and mirrors',
      'Scrubbing of wall and floor tiles with grout lines',
      'Disinfection of the toilet seat, bowl and flush',
      'Exhaust fan and drain cover cleaning',
    ],
    exclusions: ['Replacing broken fittings', 'Clearing blocked drain pipes'],
    faqs: [
      {
        question: 'Will acid damage my marble floor?',
        answer: 'No acid is used on marble or granite; the cleaner switches to a pH-neutral cleaner for stone.',
      },
      {
        question: 'How many bathrooms can be done in one visit?',
        answer: 'As many as you book. Each bathroom takes about 60 to 75 minutes.',
      },
    ],
  },
  {
    id: 9,
    name: 'Kitchen Deep Cleaning',
    image: '/images/catalogue/cleaning.svg',
    rating: 4.6,
    reviews: 1184,
    basePrice: 49,
    description: 'Degreasing of chimney, hob, tiles and cabinets so your kitchen looks new again.',
    longDescription:
      'Indian cooking leaves a sticky layer of oil on every surface. The team degreases the chimney filters, gas stove, backsplash tiles and cabinet shutters, cleans the sink and slab, and wipes the outside of your appliances.',
    inclusions: [
      'Chimney filter soaking and degreasing',
      'Gas stove and burner cleaning',
      'Backsplash tile and slab scrubbing',
      'Cabinet shutters cleaned inside and out',
    ],
    exclusions: ['Chimney motor servicing', 'Cleaning of utensils and crockery'],
    faqs: [
      {
        question: 'Should I empty my kitchen cabinets first?',
        answer:
          'Yes, please empty the cabinets you want cleaned inside; the team can help you stack things on the table.',
      },
      {
        question: 'Is the degreaser safe around food?',
        answer: 'The degreaser is food-safe once rinsed, and every surface is wiped with clean water at the end.',
      },
    ],
  },
  {
    id: 10,
    name: 'Cockroach & Ant Control',
    image: '/images/home/pest.svg',
    rating: 4.6,
    reviews: 1345,
    basePrice: 25,
    description: 'Odourless gel treatment against cockroaches and ants with a three-month warranty.',
    longDescription:
      'A licensed technician places an odourless gel in cracks, hinges and behind appliances where cockroaches and ants hide. You do not need to leave home, and the treatment is safe for children and pets once the gel has set.',
    inclusions: [
      'Gel treatment in kitchen, bathrooms and utility areas',
      'Spray along entry points and drain covers',
      'Inspection of hidden breeding spots',
      'Free re-treatment within 90 days if pests return',
    ],
    exclusions: ['Termite and bed-bug treatment', 'Rodent control'],
    faqs: [
      {
        question: 'Do I have to leave the house during the treatment?',
        answer: 'No. The gel has no smell; just keep children and pets away from the treated spots for two hours.',
      },
      {
        question: 'When will I stop seeing cockroaches?',
        answer: 'Most disappear within a week as they carry the gel back to their nests.',
      },
    ],
  },
  {
    id: 11,
    name: 'Sofa & Carpet Cleaning',
    image: '/images/catalogue/cleaning.svg',
    rating: 4.5,
    reviews: 903,
    basePrice: 35,
    description: 'Shampoo and vacuum extraction that lifts dust, stains and smells from sofas and carpets.',
    longDescription:
      'Fabric sofas and carpets trap dust mites and food stains. The cleaner vacuums them, applies a foam shampoo suited to the fabric and extracts the dirt with a wet-dry machine, leaving them damp but fresh and dry within a few hours.',
    inclusions: [
      'Dry vacuuming of cushions and corners',
      'Foam shampoo matched to the fabric',
      'Wet extraction of dirt and shampoo',
      'Spot treatment of tea and food stains',
    ],
    exclusions: ['Leather polishing', 'Repair of torn upholstery'],
    faqs: [
      {
        question: 'How long does the sofa take to dry?',
        answer: 'Four to six hours with a fan on; avoid sitting on it until then.',
      },
      {
        question: 'Will old stains come out completely?',
        answer: 'Fresh stains usually do; stains older than a few months fade but may not vanish fully.',
      },
    ],
  },
]);
