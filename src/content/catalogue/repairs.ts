import { inCategory } from './types';

/** Home Repairs: ids 12-18 (SPEC §3). */
export const REPAIRS = inCategory('repairs', [
  {
    id: 12,
    name: 'Plumbing Repairs',
    image: '/images/home/plumbing.svg',
    rating: 4.6,
    reviews: 1290,
    basePrice: 22,
    description: 'Leaking taps, blocked drains and running flushes fixed by a verified plumber.',
    longDescription:
      'Our plumbers carry the common washers, spindles and connection pipes, so most leaks are fixed in a single visit. They also unblock basins and kitchen sinks, repair flush tanks and replace angle valves without breaking tiles where possible.',
    inclusions: [
      'Diagnosis of the leak or blockage',
      'Tap washer and cartridge replacement',
      'Drain unblocking with a plunger or spring',
      'Ninety-day warranty on the repair',
    ],
    exclusions: ['Cost of new taps or fittings', 'Concealed pipe work behind tiles'],
    faqs: [
      {
        question: 'What if the plumber needs a spare part?',
        answer: 'He tells you the price first; you can buy it yourself or let him bring it at the printed rate.',
      },
      {
        question: 'Can you fix low water pressure in the shower?',
        answer: 'Yes. Usually the aerator or mixer cartridge is choked with scale and only needs cleaning.',
      },
    ],
  },
  {
    id: 13,
    name: 'Electrician Visit',
    image: '/images/home/electrical.svg',
    rating: 4.7,
    reviews: 1530,
    basePrice: 21,
    description: 'Switches, sockets, fans and lights installed or repaired by a licensed electrician.',
    longDescription:
      'From a fan that hums to a socket that sparks, a licensed electrician finds the fault with a tester and fixes it safely. He also installs lights, doorbells, MCBs and inverter wiring, and checks the earthing of your main board on request.',
    inclusions: [
      'Fault finding with a line tester and multimeter',
      'Switch, socket and regulator replacement',
      'Ceiling fan and light fitting installation',
      'Basic earthing check of the distribution board',
    ],
    exclusions: ['Full house rewiring', 'Cost of new switches, wires or fixtures'],
    faqs: [
      {
        question: 'Can one visit cover several small jobs?',
        answer: 'Yes. List them in the instructions and the electrician plans his time; each job is priced separately.',
      },
      {
        question: 'Do you install inverters and their batteries?',
        answer: 'Yes, including the changeover wiring, as long as the inverter and battery are already bought.',
      },
    ],
  },
  {
    id: 14,
    name: 'Carpentry & Furniture Repair',
    image: '/images/catalogue/repairs.svg',
    rating: 4.5,
    reviews: 788,
    basePrice: 29,
    description: 'Loose hinges, broken drawers and new furniture assembly handled by a skilled carpenter.',
    longDescription:
      'Doors that do not shut, drawer channels that have slipped and beds that creak all need a carpenter. Ours also assemble flat-pack furniture from online stores and fix curtain rods and shelves to concrete walls.',
    inclusions: [
      'Hinge, handle and drawer channel repair',
      'Flat-pack furniture assembly',
      'Curtain rod and wall shelf fitting',
      'Door planing so it closes smoothly',
    ],
    exclusions: ['Custom furniture making', 'Polishing and laminate work'],
    faqs: [
      {
        question: 'Can the carpenter assemble a wardrobe bought online?',
        answer: 'Yes. Keep the boxes and manual ready; a two-door wardrobe takes about two hours.',
      },
      {
        question: 'Does he bring screws and wall plugs?',
        answer: 'He carries standard screws and plugs; special hardware such as soft-close channels is extra.',
      },
    ],
  },
  {
    id: 15,
    name: 'TV Wall Mounting & Drilling',
    image: '/images/catalogue/repairs.svg',
    rating: 4.7,
    reviews: 1067,
    basePrice: 24,
    description: 'Your TV mounted level on the wall, with clean drilling for frames, clocks and mirrors.',
    longDescription:
      'A technician marks the right height for your sofa, drills with a dust collector and fixes the bracket with anchor bolts rated for the TV’s weight. He can also hang frames, mirrors and clocks in the same visit.',
    inclusions: [
      'Mounting of a fixed or tilt bracket',
      'Drilling with dust collection',
      'Spirit-level alignment of the screen',
      'Hanging of up to three frames or mirrors',
    ],
    exclusions: ['Wall bracket (use the one supplied with your TV)', 'Concealing cables inside the wall'],
    faqs: [
      {
        question: 'Can you mount a TV on a plasterboard wall?',
        answer:
          'Only with special toggle anchors and for screens up to 43 inches; the technician checks the wall first.',
      },
      {
        question: 'Will drilling damage hidden wiring?',
        answer: 'The technician scans the wall with a detector before drilling to avoid pipes and cables.',
      },
    ],
  },
  {
    id: 16,
    name: 'Bathroom Fittings Installation',
    image: '/images/catalogue/repairs.svg',
    rating: 4.6,
    reviews: 542,
    basePrice: 39,
    description: 'Showers, mixers, wash basins and accessories fitted neatly and leak-free.',
    longDescription:
      'Upgrading a bathroom starts with the fittings. Our plumbers install wall mixers, rain showers, health faucets, wash basins and towel rails, seal the joints with the right tape and test every connection under pressure.',
    inclusions: [
      'Installation of mixers, showers and health faucets',
      'Wash basin and pedestal fixing',
      'Towel rail, soap dish and mirror fitting',
      'Pressure test of every joint',
    ],
    exclusions: ['Tiling and civil work', 'The fittings themselves'],
    faqs: [
      {
        question: 'Can you install a western toilet in place of an Indian one?',
        answer: 'That needs floor and outlet changes; we send a technician to inspect and quote before the work.',
      },
      {
        question: 'Are concealed diverters installed too?',
        answer: 'Yes, if the wall is already open. For closed walls the plumber quotes the chasing separately.',
      },
    ],
  },
  {
    id: 17,
    name: 'Door Lock Repair & Replacement',
    image: '/images/catalogue/repairs.svg',
    rating: 4.4,
    reviews: 376,
    basePrice: 26,
    description: 'Jammed locks opened, repaired or replaced, including digital door locks.',
    longDescription:
      'Locked out, or the key turns but the latch does not move? A locksmith repairs mortise, cylindrical and padlock mechanisms, replaces worn cylinders and installs digital locks with fingerprint or PIN entry.',
    inclusions: [
      'Inspection of the lock and latch',
      'Cylinder and latch replacement',
      'Digital lock installation and set-up',
      'Lubrication of hinges and bolts',
    ],
    exclusions: ['Duplicate keys for high-security locks', 'Opening doors without proof of residence'],
    faqs: [
      {
        question: 'Will you open my door if I lost the key?',
        answer: 'Yes, after checking an ID with the address or confirmation from the society office.',
      },
      {
        question: 'Which digital locks do you install?',
        answer: 'Most brands sold in India, including Godrej, Yale and Ozone, as long as the door is thick enough.',
      },
    ],
  },
  {
    id: 18,
    name: 'Waterproofing & Seepage Repair',
    image: '/images/catalogue/repairs.svg',
    rating: 4.5,
    reviews: 298,
    basePrice: 199,
    description: 'Roofs, terraces and damp walls sealed against monsoon leaks with a written warranty.',
    longDescription:
      'Seepage ruins paint and breeds mould. After a moisture-meter survey our applicators treat the source, whether a cracked terrace, a bathroom with failed grout or an exterior wall, using membrane or crystalline coatings with a warranty of up to five years.',
    inclusions: [
      'Moisture-meter survey and report',
      'Crack filling with polymer mortar',
      'Two coats of waterproof membrane',
      'Warranty card for the treated area',
    ],
    exclusions: ['Repainting of interior walls', 'Structural repair of beams and slabs'],
    faqs: [
      {
        question: 'Can waterproofing be done during the monsoon?',
        answer: 'Interior treatments can; terrace coatings need two dry days, so we schedule them between showers.',
      },
      {
        question: 'How do I know where the leak starts?',
        answer: 'The survey traces it with a moisture meter and a water test before any work is quoted.',
      },
    ],
  },
]);
