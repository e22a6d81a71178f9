import type { CardsParams } from './get-cards';

/**
 * Every query key of the catalogue. The admin's design list sits under `cards` too, so invalidating
 * `catalogueKeys.cards` after a change refreshes the shop and the admin list alike.
 */
export const catalogueKeys = {
  cards: ['cards'] as const,
  cardList: (params: CardsParams) => [...catalogueKeys.cards, params] as const,
  adminCardList: (q: string, page: number) => [...catalogueKeys.cards, 'admin', q, page] as const,
  categories: ['categories'] as const,
};
