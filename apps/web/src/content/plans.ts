import { formatWholeRupees } from '@store/shared';

/** A monthly social media marketing plan as first sold: the stand-in until the store's own plans (GET /api/plans) arrive. */
export interface MarketingPlan {
  id: string;
  title: string;
  /** Whole rupees per month, GST extra. */
  pricePerMonth: number;
  /** Free ad credit included each month, in whole rupees ("up to" this amount). */
  adCredit: number;
  features: string[];
}

const adCreditLine = (rupees: number) => `Free ad credit up to ${formatWholeRupees(rupees)}/month`;

export const marketingPlans: MarketingPlan[] = [
  {
    id: 'basic',
    title: 'BASIC PLAN',
    pricePerMonth: 9999,
    adCredit: 1500,
    features: [
      'Facebook and Instagram management',
      '12 designed posts a month',
      'Captions and hashtag research',
      adCreditLine(1500),
      'Monthly performance report',
    ],
  },
  {
    id: 'basic-plus',
    title: 'BASIC PLUS PLAN',
    pricePerMonth: 11999,
    adCredit: 2500,
    features: [
      'Facebook and Instagram management',
      '16 designed posts and 2 reels a month',
      'Captions and hashtag research',
      adCreditLine(2500),
      'Ad campaign setup and monitoring',
      'Monthly performance report',
    ],
  },
  {
    id: 'standard',
    title: 'STANDARD PLAN',
    pricePerMonth: 14999,
    adCredit: 2500,
    features: [
      'Facebook, Instagram and LinkedIn management',
      '20 designed posts and 4 reels a month',
      'Content calendar shared in advance',
      adCreditLine(2500),
      'Ad campaign setup and optimisation',
      'Fortnightly performance report',
    ],
  },
  {
    id: 'pro',
    title: 'PRO PLAN',
    pricePerMonth: 19999,
    adCredit: 3500,
    features: [
      'Facebook, Instagram, LinkedIn and YouTube management',
      '30 designed posts and 8 reels a month',
      'Content calendar and competitor review',
      adCreditLine(3500),
      'Ad campaigns with audience testing',
      'Dedicated account manager',
      'Weekly performance report',
    ],
  },
];

/** The plan highlighted as "Most popular". */
export const mostPopularPlanId = 'standard';
