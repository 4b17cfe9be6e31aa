import { formatRupees } from '../../lib/money';
import type { Dispatch } from 'react';
import { CART_OFFERS, cartCount, cartSubtotal, type CartAction, type CartLine } from './cart';
import { QuantityStepper } from './QuantityStepper';

export function CartPanel({ lines, dispatch }: { lines: CartLine[]; dispatch: Dispatch<CartAction> }) {
  const count = cartCount(lines);
  return (
    <div className="services-cart d-grid gap-3">
      <section id="cart" className="card border-0 shadow-sm" aria-labelledby="cart-title" tabIndex={-1}>
        <div className="card-body p-3">
          <h2 id="cart-title" className="h5 d-flex align-items-center justify-content-between mb-3">
            Your Cart
            {count > 0 && (
              <span className="badge rounded-pill bg-brand fs-6">
                {count}
                <span className="visually-hidden"> {count === 1 ? 'item' : 'items'}</span>
              </span>
            )}
          </h2>
          {lines.length === 0 ? (
            <p className="text-body-secondary small m-0">Your cart is empty. Add a package to see it here.</p>
          ) : (
            <>
              <ul className="list-unstyled m-0 d-grid gap-3" aria-label="Cart items">
                {lines.map((line) => (
                  <li key={line.service.id} className="cart-line">
                    <div className="d-flex justify-content-between gap-2">
                      <span className="fw-semibold small">{line.service.name}</span>
                      <span className="small text-nowrap">
                        {formatRupees(Number(line.service.price) * line.quantity)}
                      </span>
                    </div>
                    <div className="d-flex align-items-center justify-content-between gap-2 mt-1">
                      <QuantityStepper
                        name={line.service.name}
                        quantity={line.quantity}
                        onAdd={() => dispatch({ type: 'add', service: line.service })}
                        onDecrease={() => dispatch({ type: 'decrease', serviceId: line.service.id })}
                      />
                      <button
                        type="button"
                        className="btn btn-link btn-sm link-danger p-0"
                        onClick={() => dispatch({ type: 'remove', serviceId: line.service.id })}
                        aria-label={`Remove ${line.service.name} from cart`}
                      >
                        Remove
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="d-flex justify-content-between border-top pt-3 mt-3 mb-0 fw-bold">
                <span>Subtotal</span>
                <span data-testid="cart-subtotal">{formatRupees(cartSubtotal(lines))}</span>
              </p>
            </>
          )}
        </div>
      </section>

      <section className="card border-0 shadow-sm" aria-labelledby="offers-title">
        <div className="card-body p-3">
          <h2 id="offers-title" className="h5 mb-3">
            Offers
          </h2>
          <ul className="list-unstyled m-0 d-grid gap-2">
            {CART_OFFERS.map((offer) => (
              <li key={offer.code} className="offer-item">
                <span className="offer-code">{offer.code}</span>
                <span className="small">{offer.text}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
