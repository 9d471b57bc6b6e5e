import { cardGrid } from '@/styles/recipes/card.css';

/** Product cards: as many columns of one width as fit, two a row on phones. */
export const grid = cardGrid({ layout: 'products' });
