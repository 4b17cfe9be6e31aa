import { inCategory } from './types';

/** Personal & Wellness: ids 38-42 (SPEC §3). */
export const WELLNESS = inCategory('wellness', [
  {
    id: 38,
    name: 'Full Body Massage',
    image: '/images/home/massage.svg',
    rating: 4.8,
    reviews: 1420,
    basePrice: 55,
    description: 'Traditional Ayurvedic abhyanga massage with warm herbal oils at home.',
    longDescription:
      'Abhyanga is a rhythmic, full-body massage with warm medicated oils such as mahanarayan and ksheerabala. A certified therapist follows the classical sequence from head to feet to ease stiffness, improve sleep and leave you calm.',
    inclusions: [
      'Warm herbal oils chosen for your body type',
      'Head, face and full-body massage for 75 minutes',
      'Foot massage with pressure points',
      'Disposable undergarments and sheets',
    ],
    exclusions: ['Shirodhara and panchakarma therapies', 'Steam bath'],
    faqs: [
      {
        question: 'When should I bathe after an Ayurvedic massage?',
        answer: 'Wait 30 to 45 minutes so the oil soaks in, then use warm water and a mild soap.',
      },
      {
        question: 'Can I book a therapist of the same gender?',
        answer: 'Yes, always. Mention your preference and it is honoured for every visit.',
      },
    ],
  },
  {
    id: 39,
    name: 'Yoga Trainer at Home',
    image: '/images/catalogue/wellness.svg',
    rating: 4.7,
    reviews: 566,
    basePrice: 39,
    description: 'Personal yoga sessions for flexibility, back pain, weight loss or stress relief.',
    longDescription:
      'A certified yoga teacher designs sessions around your goal and fitness level, from gentle asanas for back pain to power yoga for weight loss. Each session ends with pranayama and a short guided relaxation.',
    inclusions: [
      'Assessment of goals and health history',
      'Sixty-minute personal session',
      'Breathing and relaxation practice',
      'Plan for practice between sessions',
    ],
    exclusions: ['Yoga mats and props', 'Medical diagnosis'],
    faqs: [
      {
        question: 'Is yoga safe if I have a slipped disc?',
        answer: 'With your doctor’s approval the trainer avoids forward bends and uses supported postures.',
      },
      {
        question: 'Can my family join the same session?',
        answer: 'Up to three people can join one session at no extra cost.',
      },
    ],
  },
  {
    id: 40,
    name: 'Physiotherapy at Home',
    image: '/images/catalogue/wellness.svg',
    rating: 4.8,
    reviews: 492,
    basePrice: 45,
    description: 'Licensed physiotherapists for pain, post-surgery rehab and elderly mobility.',
    longDescription:
      'Recovering from knee replacement, a sports injury or a stroke is easier at home. A licensed physiotherapist assesses you, brings portable equipment such as TENS and ultrasound, and guides you through exercises that you can repeat daily.',
    inclusions: [
      'Assessment and treatment plan',
      'Electrotherapy with portable equipment',
      'Guided exercise session',
      'Progress notes shared after each visit',
    ],
    exclusions: ['Prescription medicines', 'Hospital equipment such as oxygen'],
    faqs: [
      {
        question: 'Do I need a doctor’s referral?',
        answer: 'Not for pain relief; after surgery please share the discharge summary with the physiotherapist.',
      },
      {
        question: 'How many sessions will I need?',
        answer: 'The first assessment gives an estimate; knee rehab usually takes 10 to 15 sessions.',
      },
    ],
  },
  {
    id: 41,
    name: 'Personal Fitness Trainer',
    image: '/images/catalogue/wellness.svg',
    rating: 4.6,
    reviews: 358,
    basePrice: 49,
    description: 'One-to-one workouts at home or in your society gym with a certified trainer.',
    longDescription:
      'A certified trainer builds a programme of strength, cardio and mobility work using body weight, bands and dumbbells. Measurements are taken every two weeks so you can see progress, whether you want to lose weight or build stamina.',
    inclusions: [
      'Fitness assessment and body measurements',
      'Sixty-minute workout with a warm-up and cool-down',
      'Resistance bands brought by the trainer',
      'Fortnightly progress review',
    ],
    exclusions: ['Gym membership', 'Supplements'],
    faqs: [
      {
        question: 'Do I need dumbbells at home?',
        answer: 'No. Early sessions use body weight and bands; the trainer suggests equipment only if you want it.',
      },
      {
        question: 'Can sessions be held early in the morning?',
        answer: 'Yes, from 6 AM; choose the earliest slot and add your preferred time in the instructions.',
      },
    ],
  },
  {
    id: 42,
    name: 'Diet & Nutrition Consultation',
    image: '/images/catalogue/wellness.svg',
    rating: 4.5,
    reviews: 274,
    basePrice: 29,
    description: 'A personalised Indian diet plan from a registered dietitian, with follow-ups.',
    longDescription:
      'A registered dietitian reviews your routine, reports and food preferences, vegetarian, Jain or non-vegetarian, and writes a plan with everyday Indian meals. Follow-up calls adjust it as your weight, sugar or cholesterol numbers change.',
    inclusions: [
      'Sixty-minute consultation at home',
      'Meal plan built on home-cooked Indian food',
      'Review of recent blood reports',
      'Two follow-up calls in the first month',
    ],
    exclusions: ['Meal delivery', 'Blood tests'],
    faqs: [
      {
        question: 'Can the plan help manage diabetes?',
        answer: 'Yes. The dietitian plans low-glycaemic meals and coordinates with your doctor’s advice.',
      },
      {
        question: 'Will I have to give up rice and rotis?',
        answer: 'No. Portions and timing are adjusted rather than removing the foods you grew up with.',
      },
    ],
  },
]);
