/** The header's service-category dropdown (SPEC §3). */
export const HEADER_CATEGORIES = [
  { id: 'plumbing', name: 'Plumbing' },
  { id: 'electrical', name: 'Electrical Work' },
  { id: 'cleaning', name: 'House Cleaning' },
  { id: 'gardening', name: 'Gardening' },
  { id: 'carpentry', name: 'Carpentry' },
  { id: 'painting', name: 'Painting' },
  { id: 'appliance', name: 'Appliance Repair' },
  { id: 'pest-control', name: 'Pest Control' },
];
