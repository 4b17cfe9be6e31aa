import './styles/bootstrap.scss';
import './styles/theme.css';
import { startFieldVitals } from './app/fieldVitals/start';

// Field measurement (docs/field-vitals.md) only in a build made with VITE_RUM_URL; any other drops it and its chunk.
if (import.meta.env.VITE_RUM_URL) startFieldVitals(import.meta.env.VITE_RUM_URL);
// The app is a module of its own, not the entry's static imports: no other chunk then imports the entry, so a
// prerendered page's boot script can run the app's modules one task each before it runs this one
// (src/app/prerender/boot.ts), and importing one of them never runs the entry early.
void import('./launch').then(({ launch }) => launch());
