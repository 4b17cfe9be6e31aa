/** The cart lives in the page only and has no checkout. */
import type { ServiceItem } from '../../api/types';
import { formatRupees } from '../../lib/money';

export interface CartLine {
  service: ServiceItem;
  quantity: number;
}

export type CartAction =
  | { type: 'add'; service: ServiceItem }
  | { type: 'decrease'; serviceId: number }
  | { type: 'remove'; serviceId: number };

/** Adding raises the quantity; lowering it below 1 takes the line out (docs/decisions.md). */
export function cartReducer(lines: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add':
      return lines.some((line) => line.service.id === action.service.id)
        ? lines.map((line) => (line.service.id === action.service.id ? { ...line, quantity: line.quantity + 1 } : line))
        : [...lines, { service: action.service, quantity: 1 }];
    case 'decrease':
      return lines
        .map((line) => (line.service.id === action.serviceId ? { ...line, quantity: line.quantity - 1 } : line))
        .filter((line) => line.quantity > 0);
    case 'remove':
      return lines.filter((line) => line.service.id !== action.serviceId);
  }
}

export const cartCount = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
export const cartSubtotal = (lines: CartLine[]) =>
  lines.reduce((sum, line) => sum + Number(line.service.price) * line.quantity, 0);

export const CART_OFFERS = [
  { code: 'FIRST20', text: '20% off first booking' },
  { code: 'FLASH50', text: `${formatRupees(50)} off orders above ${formatRupees(500)}` },
] as const;
