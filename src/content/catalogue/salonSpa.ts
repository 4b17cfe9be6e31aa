import { inCategory } from './types';

/** Salon, Spa & Massage: ids 1-6 (SPEC §3). */
export const SALON_SPA = inCategory('salon-spa', [
  {
    id: 1,
    name: 'Salon for Women',
    image: '/images/home/salon.svg',
    rating: 4.9,
    reviews: 1875,
    basePrice: 49,
    description: 'Waxing, threading, facials and manicures by trained beauticians in the comfort of your home.',
    longDescription:
      'Our beauticians bring a salon to your living room: a clean mat, single-use kits sealed in front of you and branded products. Choose from full-arm waxing, eyebrow threading, fruit facials, clean-ups, manicures and pedicures, and book them together in one visit.',
    inclusions: [
      'Sealed single-use kit opened in front of you',
      'Rica or chocolate roll-on wax for arms and legs',
      'Eyebrow and upper-lip threading',
      'Clean-up of the work area after the session',
    ],
    exclusions: ['Hair cutting and styling', 'Bridal or party make-up'],
    faqs: [
      {
        question: 'Does the beautician bring her own table and towels?',
        answer: 'Yes. She carries a foldable mat, disposable sheets and fresh towels; you only need a well-lit room.',
      },
      {
        question: 'Can I add a facial once the beautician has arrived?',
        answer: 'Yes, if she has time before her next visit. The added service is billed at the listed price.',
      },
    ],
  },
  {
    id: 2,
    name: 'Salon for Men',
    image: '/images/home/grooming.svg',
    rating: 4.7,
    reviews: 2240,
    basePrice: 19,
    description: 'Haircut, beard trim and head massage by a barber who comes to your door.',
    longDescription:
      'A trained barber arrives with sanitised scissors, clippers and a fresh cape for every customer. Get a classic or fade haircut, a beard shape-up with hot towel, and a ten-minute head massage without waiting at a crowded shop.',
    inclusions: [
      'Haircut in the style you ask for',
      'Beard trim and shape-up with a fresh blade',
      'Ten-minute head and shoulder massage',
      'Hair sweep-up from the floor afterwards',
    ],
    exclusions: ['Hair colouring and keratin', 'Skin treatments such as chemical peels'],
    faqs: [
      {
        question: 'Are the blades and combs sanitised?',
        answer:
          'Every razor blade is new and opened in front of you; combs and clippers are disinfected between visits.',
      },
      {
        question: 'Can two people in the same house book one visit?',
        answer: 'Yes. Add a second haircut to the booking and the barber plans enough time for both.',
      },
    ],
  },
  {
    id: 3,
    name: 'Spa for Women',
    image: '/images/catalogue/salon-spa.svg',
    rating: 4.8,
    reviews: 964,
    basePrice: 69,
    description: 'Relaxing Swedish, deep-tissue or aromatherapy massage by certified women therapists.',
    longDescription:
      'Unwind with a 60- or 90-minute spa session led by a certified woman therapist. She brings a portable massage table, warm oils and soft music, and adjusts the pressure to what feels right for you.',
    inclusions: [
      'Portable massage table with clean linen',
      'Choice of lavender, almond or coconut oil',
      'Hot towel wipe-down at the end',
      'Consultation about pressure and problem areas',
    ],
    exclusions: ['Medical or injury treatment', 'Body scrubs and wraps'],
    faqs: [
      {
        question: 'Is the therapist always a woman?',
        answer: 'Yes. Spa for Women sessions are only assigned to verified women therapists.',
      },
      {
        question: 'Can I book a spa session during pregnancy?',
        answer:
          'Please ask your doctor first and mention the pregnancy in the instructions; the therapist will use a gentle side-lying routine.',
      },
    ],
  },
  {
    id: 4,
    name: 'Massage for Men',
    image: '/images/catalogue/salon-spa.svg',
    rating: 4.6,
    reviews: 812,
    basePrice: 59,
    description: 'Deep-tissue and sports massage at home to ease sore muscles after work or a workout.',
    longDescription:
      'Our male therapists are trained in deep-tissue, sports and Balinese techniques. Tell them where it hurts, whether it is a stiff neck from long hours at a laptop or tight calves after a run, and they will work on those areas.',
    inclusions: [
      'Full-body massage of 60 minutes',
      'Focused work on the neck, back and shoulders',
      'Pain-relief oil or unscented oil on request',
      'Post-massage stretching advice',
    ],
    exclusions: ['Chiropractic adjustment', 'Treatment of fractures or fresh injuries'],
    faqs: [
      {
        question: 'How soon after a workout can I book a sports massage?',
        answer: 'Any time after you have cooled down; many customers book it the same evening as a long run or match.',
      },
      {
        question: 'What should I wear for the massage?',
        answer: 'Loose shorts are ideal. The therapist drapes a towel and only uncovers the area being worked on.',
      },
    ],
  },
  {
    id: 5,
    name: 'Bridal & Party Makeup',
    image: '/images/catalogue/salon-spa.svg',
    rating: 4.9,
    reviews: 438,
    basePrice: 249,
    description: 'HD and airbrush make-up with hairstyling for weddings, receptions and festive parties.',
    longDescription:
      'A senior make-up artist plans your look with you over a call, then arrives early on the day with an HD or airbrush kit from brands such as MAC and Huda Beauty. Hairstyling, draping and a touch-up kit are part of the package.',
    inclusions: [
      'Look consultation over a video call before the day',
      'HD or airbrush base with lashes',
      'Bun, curls or braid hairstyling',
      'Saree or lehenga draping with pins',
    ],
    exclusions: ['Hair extensions and jewellery', 'Make-up for other family members (book separately)'],
    faqs: [
      {
        question: 'How early should the artist arrive before the ceremony?',
        answer:
          'Bridal looks take about three hours; we schedule the arrival so you are ready an hour before you leave.',
      },
      {
        question: 'Can I have a trial before the wedding?',
        answer: 'Yes, a trial can be booked as a separate visit at half the package price, adjusted if you confirm.',
      },
    ],
  },
  {
    id: 6,
    name: 'Hair Spa & Keratin Treatment',
    image: '/images/catalogue/salon-spa.svg',
    rating: 4.5,
    reviews: 627,
    basePrice: 89,
    description: 'Nourishing hair spa and smoothening keratin treatment for frizz-free, shiny hair.',
    longDescription:
      'A hair specialist checks your scalp and hair type, then applies a protein-rich mask with steam or a salon-grade keratin treatment that tames frizz for up to four months. Everything is rinsed and blow-dried before she leaves.',
    inclusions: [
      'Scalp and hair-type check',
      'Mask, steam and scalp massage for the hair spa',
      'Keratin application and ironing for smoothening',
      'Blow-dry and care advice',
    ],
    exclusions: ['Hair colouring', 'Anti-dandruff medical treatment'],
    faqs: [
      {
        question: 'When can I wash my hair after keratin?',
        answer: 'Wait 72 hours, then use a sulphate-free shampoo so the treatment lasts longer.',
      },
      {
        question: 'Is a hair spa useful for coloured hair?',
        answer: 'Yes. The specialist picks a colour-safe mask that restores moisture without fading your shade.',
      },
    ],
  },
]);
