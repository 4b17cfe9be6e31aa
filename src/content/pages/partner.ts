import { BRAND } from '../brand';
import type { TitledText } from './types';

/** /partner: business partnerships (societies, offices, property managers, brands). */
export const PARTNER = {
  title: 'Partner with Us',
  description: `Partner with ${BRAND.name}: home services for housing societies, offices, property managers and brands across India.`,
  lead: 'Bring trusted home services to your residents, employees and customers, with one partner across 20 cities.',
  audiences: [
    {
      title: 'Housing societies and RWAs',
      text: 'Scheduled deep cleaning, pest control and water-tank cleaning for the whole society, with a help desk day for residents.',
    },
    {
      title: 'Offices and co-working spaces',
      text: 'Regular cleaning, AC maintenance, electrical and plumbing upkeep with one monthly invoice.',
    },
    {
      title: 'Property managers and builders',
      text: 'Move-in cleaning, painting, repairs and handover snag fixing for every flat you manage.',
    },
    {
      title: 'Brands and retailers',
      text: 'Installation, demo and after-sales service for appliances, furniture and fittings your customers buy.',
    },
  ] satisfies TitledText[],
  benefits: [
    {
      title: 'One point of contact',
      text: 'A dedicated account manager plans visits and answers within one working day.',
    },
    { title: 'Agreed rates', text: 'Volume pricing fixed in advance, with GST invoices for every visit.' },
    { title: 'Verified professionals', text: 'Background-checked, trained and insured professionals on every job.' },
    {
      title: 'Reports you can share',
      text: 'Monthly reports of visits, ratings and open issues for your committee or management.',
    },
  ] satisfies TitledText[],
  steps: [
    { title: 'Tell us your needs', text: 'Send us a message with your locations, services and expected volume.' },
    { title: 'Get a proposal', text: 'We visit if needed and send rates and a service plan within a week.' },
    { title: 'Start with a pilot', text: 'Try one month at one site before rolling out across locations.' },
  ] satisfies TitledText[],
};
