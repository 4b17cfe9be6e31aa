import { inCategory } from './types';

/** AC & Appliance Repair: ids 19-24 (SPEC §3). */
export const APPLIANCE = inCategory('appliance', [
  {
    id: 19,
    name: 'AC Service & Repair',
    image: '/images/home/ac.svg',
    rating: 4.7,
    reviews: 3420,
    basePrice: 35,
    description: 'Jet-pump cleaning, gas check and cooling repair for split and window ACs.',
    longDescription:
      'An AC that has not been serviced uses more power and cools less. Certified technicians clean the filters, coils and drain tray with a jet pump, check the gas pressure and fix cooling, noise and water-leak problems for every major brand.',
    inclusions: [
      'Jet-pump cleaning of indoor coil and filters',
      'Outdoor unit cleaning',
      'Gas pressure and cooling check',
      'Drain pipe flushing to stop water leaks',
    ],
    exclusions: ['Gas refill (charged by weight)', 'Replacement of compressor or PCB'],
    faqs: [
      {
        question: 'How often should an AC be serviced?',
        answer: 'Before every summer, and again after the monsoon if it runs daily.',
      },
      {
        question: 'Is a gas top-up always needed?',
        answer: 'No. Gas only runs short when there is a leak; the technician checks pressure before suggesting it.',
      },
    ],
  },
  {
    id: 20,
    name: 'Washing Machine Repair',
    image: '/images/home/washing-machine.svg',
    rating: 4.5,
    reviews: 1120,
    basePrice: 29,
    description: 'Front-load, top-load and semi-automatic machines repaired for drainage, spin and noise issues.',
    longDescription:
      'If your machine will not drain, shakes during spin or shows an error code, a trained technician diagnoses it at home. Common parts such as drain pumps, belts and inlet valves are carried in the van, so most repairs finish the same day.',
    inclusions: [
      'Error code and fault diagnosis',
      'Drain pump and filter cleaning',
      'Belt and inlet valve replacement',
      'Test wash after the repair',
    ],
    exclusions: ['Motor rewinding', 'Drum bearing replacement (workshop job)'],
    faqs: [
      {
        question: 'My front-load machine smells. Can you fix it?',
        answer: 'Yes. The technician cleans the gasket and filter and runs a descaling cycle to remove the odour.',
      },
      {
        question: 'Do you repair machines still under brand warranty?',
        answer: 'We advise calling the brand first, since our repair may void their warranty.',
      },
    ],
  },
  {
    id: 21,
    name: 'Refrigerator Repair',
    image: '/images/catalogue/appliance.svg',
    rating: 4.6,
    reviews: 874,
    basePrice: 32,
    description: 'Cooling, ice build-up and noise problems fixed in single-door and double-door fridges.',
    longDescription:
      'A fridge that stops cooling can spoil a week of groceries. Technicians check the thermostat, defrost timer, fan and gas level, replace faulty parts on the spot and test the temperature before they leave.',
    inclusions: [
      'Thermostat and defrost system check',
      'Fan motor and relay testing',
      'Door gasket inspection',
      'Temperature test after repair',
    ],
    exclusions: ['Gas charging (priced separately)', 'Compressor replacement'],
    faqs: [
      {
        question: 'Why does ice keep forming in my frost-free fridge?',
        answer: 'Usually the defrost heater or timer has failed; both can be replaced at home.',
      },
      {
        question: 'Should I empty the fridge before the visit?',
        answer: 'Keep a cool box ready; the technician may need to switch it off for up to an hour.',
      },
    ],
  },
  {
    id: 22,
    name: 'RO Water Purifier Service',
    image: '/images/catalogue/appliance.svg',
    rating: 4.6,
    reviews: 1436,
    basePrice: 25,
    description: 'Filter change, membrane check and TDS testing for RO and UV water purifiers.',
    longDescription:
      'Safe drinking water depends on fresh filters. The technician measures the TDS of your tap and purified water, replaces the sediment and carbon filters, checks the RO membrane and UV lamp, and sanitises the storage tank.',
    inclusions: [
      'TDS test before and after service',
      'Sediment and carbon filter replacement',
      'RO membrane and UV lamp check',
      'Storage tank sanitisation',
    ],
    exclusions: ['New RO membrane (quoted separately)', 'Plumbing for a new installation point'],
    faqs: [
      {
        question: 'How often should RO filters be changed?',
        answer: 'Every six to nine months for sediment and carbon filters, depending on your water quality.',
      },
      {
        question: 'Is the purified water safe to drink right after service?',
        answer: 'Drain the first full tank; the technician flushes the system before leaving.',
      },
    ],
  },
  {
    id: 23,
    name: 'Microwave Oven Repair',
    image: '/images/catalogue/appliance.svg',
    rating: 4.4,
    reviews: 512,
    basePrice: 27,
    description: 'Microwaves that do not heat, spark or spin repaired by appliance experts.',
    longDescription:
      'Solo, grill and convection microwaves are diagnosed at home. Typical repairs include the magnetron fuse, door switches, turntable motor and mica sheet; the oven is tested with a cup of water before the technician signs off.',
    inclusions: [
      'Heating and safety-switch diagnosis',
      'Fuse and door-switch replacement',
      'Turntable motor repair',
      'Heating test with water',
    ],
    exclusions: ['Magnetron replacement for built-in ovens', 'Touch-panel replacement'],
    faqs: [
      {
        question: 'My microwave sparks inside. Is it safe to use?',
        answer: 'Stop using it: the mica sheet is probably burnt. It is a quick and low-cost part to replace.',
      },
      {
        question: 'Do you repair OTG ovens as well?',
        answer: 'Yes, heating elements and thermostats of OTGs are repaired in the same visit.',
      },
    ],
  },
  {
    id: 24,
    name: 'Geyser & Water Heater Repair',
    image: '/images/catalogue/appliance.svg',
    rating: 4.5,
    reviews: 689,
    basePrice: 28,
    description: 'Storage and instant geysers descaled, repaired or installed before winter.',
    longDescription:
      'Scale and worn heating elements make geysers slow and costly to run. The technician descales the tank, replaces the element, thermostat or safety valve as needed, and installs new geysers with proper pressure-release piping.',
    inclusions: [
      'Descaling of the tank and element',
      'Thermostat and safety valve check',
      'Element replacement when burnt out',
      'Installation with inlet and outlet pipes',
    ],
    exclusions: ['Solar water heater service', 'Wall chasing for new plumbing lines'],
    faqs: [
      {
        question: 'Why does my geyser trip the MCB?',
        answer: 'A leaking heating element usually causes it; the technician tests it with an insulation tester.',
      },
      {
        question: 'How often should a geyser be descaled?',
        answer: 'Once a year in hard-water cities such as Gurgaon and Noida.',
      },
    ],
  },
]);
