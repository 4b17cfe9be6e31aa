import type { ReactNode } from 'react';
import { RecordImage } from './RecordImage';
import './admin.css';

export function FormWithAside({ form, asideLabel, aside }: { form: ReactNode; asideLabel: string; aside: ReactNode }) {
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-8">{form}</div>
      <aside className="col-12 col-lg-4" aria-label={asideLabel}>
        <div className="admin-sticky d-flex flex-column gap-4">{aside}</div>
      </aside>
    </div>
  );
}

interface PreviewCardProps {
  id: string;
  title: string;
  image: string | null | undefined;
  letter: string;
  children: ReactNode;
}

export function PreviewCard({ id, title, image, letter, children }: PreviewCardProps) {
  return (
    <section className="card border-0 shadow-sm overflow-hidden" aria-labelledby={id}>
      <RecordImage src={image} alt="" letter={letter} />
      <div className="card-body">
        <h2 id={id} className="h6 text-uppercase text-body-secondary small mb-2">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export function TipsCard({ id, tips }: { id: string; tips: ReactNode[] }) {
  return (
    <section className="card border-0 shadow-sm" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h6">
          Tips
        </h2>
        <ul className="small mb-0 ps-3">
          {tips.map((tip, index) => (
            <li key={index} className="mb-1">
              {tip}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
