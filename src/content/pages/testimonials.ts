import type { Testimonial } from './types';

/** Customer stories for /about (the first three) and /testimonials (all). */
export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Ananya Iyer',
    city: 'Bengaluru',
    service: 'Home Deep Cleaning',
    rating: 5,
    text: 'Three people cleaned our 2 BHK in five hours, kitchen chimney and balcony grills included. They arrived on time, called half an hour before, and left the flat spotless.',
  },
  {
    name: 'Rohit Malhotra',
    city: 'Gurgaon',
    service: 'AC Repair',
    rating: 5,
    text: 'My split AC stopped cooling in May. The technician found a gas leak, fixed it the same evening and showed me the bill for the refill. No haggling, price exactly as shown.',
  },
  {
    name: 'Fatima Shaikh',
    city: 'Mumbai',
    service: 'Salon at Home',
    rating: 4,
    text: 'Booked a facial and waxing before a family wedding. The beautician brought sealed single-use kits and was very professional. Will book again.',
  },
  {
    name: 'Suresh Reddy',
    city: 'Hyderabad',
    service: 'Plumbing',
    rating: 5,
    text: 'A leaking concealed pipe had damaged our wall. The plumber traced it without breaking more tiles than needed and the work is still dry after three months.',
  },
  {
    name: 'Meenakshi Sundaram',
    city: 'Chennai',
    service: 'Pest Control',
    rating: 4,
    text: 'Cockroach treatment for the whole flat with odourless gel. The problem was gone in a week, and they came back free for the follow-up visit.',
  },
  {
    name: 'Arjun Banerjee',
    city: 'Kolkata',
    service: 'Home Painting',
    rating: 5,
    text: 'They painted three rooms in four days, covered all our furniture and cleaned up every evening. The supervisor checked the work with us before closing the job.',
  },
  {
    name: 'Priya Nair',
    city: 'Kochi',
    service: 'Washing Machine Repair',
    rating: 4,
    text: 'The drum was making a loud noise. The technician replaced the bearing, explained the cost first and the repair came with a 30-day warranty.',
  },
  {
    name: 'Karan Joshi',
    city: 'Pune',
    service: 'Packers and Movers',
    rating: 5,
    text: 'Moved our 2 BHK across the city in one day. Everything was wrapped carefully and nothing was broken. The team even reassembled the beds.',
  },
  {
    name: 'Neha Gupta',
    city: 'Noida',
    service: 'Massage Therapy',
    rating: 5,
    text: 'A certified therapist came with her own table and linen. Booking took two minutes and the session was as relaxing as any spa.',
  },
];
