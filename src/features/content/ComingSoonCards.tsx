import { useState } from 'react';
import { AutoDismissAlert, type Notice } from '../../components/AutoDismissAlert';
import { COMING_SOON_CARDS } from '../../content/pages/support';

export function ComingSoonCards() {
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <AutoDismissAlert notice={notice} onClose={() => setNotice(null)} />
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 list-unstyled m-0">
        {COMING_SOON_CARDS.map((card) => (
          <li key={card.id} className="col">
            <div className="content-card d-flex flex-column">
              <h3 className="h6 fw-bold">{card.title}</h3>
              <p className="small text-body-secondary flex-grow-1">{card.text}</p>
              <button
                type="button"
                className="btn btn-outline-primary btn-sm align-self-start"
                onClick={() => setNotice({ variant: 'info', text: card.alert })}
              >
                {card.button}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
