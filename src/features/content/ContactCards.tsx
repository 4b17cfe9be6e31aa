import { Icon } from '../../components/Icon';
import { CONTACT_CARDS } from '../../content/pages/support';

/** An e-mail address that wraps after its '@' in a narrow card, not in the middle of the domain. */
function breakAfterAt(label: string) {
  const at = label.indexOf('@');
  if (at < 0) return label;
  return (
    <>
      {label.slice(0, at + 1)}
      <wbr />
      {label.slice(at + 1)}
    </>
  );
}

export function ContactCards() {
  return (
    <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled m-0">
      {CONTACT_CARDS.map((card) => (
        <li key={card.id} className="col">
          <div className="content-card d-flex gap-3">
            <span className="content-icon">
              <Icon name={card.id} size={22} />
            </span>
            <div>
              <h3 className="h6 fw-bold mb-1">{card.title}</h3>
              <p className="small text-body-secondary mb-1">{card.text}</p>
              {card.href ? (
                <a href={card.href} className="fw-semibold">
                  {breakAfterAt(card.linkLabel)}
                </a>
              ) : (
                <address className="small mb-0">{card.linkLabel}</address>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
