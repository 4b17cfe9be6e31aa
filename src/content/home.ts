/**
 * The home page's own content (SPEC §2.3): hero slides, Refer & Earn, Download App, posters, and the types of the
 * lower part (homeLower.ts). Images are the project's own files under public/images/home.
 */
export interface HeroSlide {
  title: string;
  text: string;
  cta: { label: string; to: string };
  image: string;
}

/** SPEC §3 static sample service card. Card ids point into the service catalogue (/service/{id}). */
export interface SampleServiceCard {
  id: number;
  name: string;
  category: string;
  price: string;
  originalPrice: string;
  rating: number;
  reviewCount: number;
  discount: string;
  imageUrl: string;
  imageAlt: string;
}

export interface Poster {
  title: string;
  text: string;
  image: string;
  to: string;
}

export interface Step {
  title: string;
  text: string;
}

export interface FaqEntry {
  question: string;
  answer: string;
}

export const IMG = '/images/home';

export const HERO_SLIDES: HeroSlide[] = [
  {
    title: 'Home services, done right',
    text: 'Verified professionals for cleaning, repairs, salon and more, at a time that suits you.',
    cta: { label: 'Explore services', to: '/services' },
    image: `${IMG}/hero-home.svg`,
  },
  {
    title: 'Summer-ready AC service',
    text: 'Filter cleaning, gas top-up and cooling checks by certified technicians.',
    cta: { label: 'Book AC service', to: '/service/19' },
    image: `${IMG}/hero-ac.svg`,
  },
  {
    title: 'Salon at home',
    text: 'Hygienic, single-use kits and trained beauticians, right in your living room.',
    cta: { label: 'Book a salon visit', to: '/service/1' },
    image: `${IMG}/hero-salon.svg`,
  },
];

export const REFER_AND_EARN = {
  title: 'Refer & Earn',
  text: 'Invite friends to HomeEase and earn up to 500 points when they book their first service.',
  maxPoints: 500,
} as const;

export const DOWNLOAD_APP = {
  title: 'Get the HomeEase app',
  text: 'Book in seconds, track your professional and pay on the go. Our Android and iOS apps are coming soon.',
} as const;

export const POSTERS: Poster[] = [
  {
    title: 'AC service from ₹499',
    text: 'Beat the heat before it beats you.',
    image: `${IMG}/poster-ac.svg`,
    to: '/service/19',
  },
  {
    title: 'Flat 20% off deep cleaning',
    text: 'Festive-ready homes, top to bottom.',
    image: `${IMG}/poster-cleaning.svg`,
    to: '/service/7',
  },
  { title: 'Spa day at home', text: 'Relax without stepping out.', image: `${IMG}/poster-spa.svg`, to: '/service/38' },
];
