import { useQuery } from '@tanstack/react-query';
import { categoriesQueryOptions } from '../../../lib/catalogue-keys';
import { takeSentCategories } from '../first-designs';

export const useCategories = () => useQuery(categoriesQueryOptions(takeSentCategories));
