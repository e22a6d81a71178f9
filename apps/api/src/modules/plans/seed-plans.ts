import { rupeesToPaise } from '@store/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertPlansIfMissing } from './plans.repository';

const adCreditLine = (rupees: string) => `Free ad credit up to ₹${rupees}/month`;

/** The spec's four plans as first sold (features as the home page showed them); admins edit them later. */
export const SEED_PLANS = [
  {
    id: 'basic',
    title: 'BASIC PLAN',
    rupees: 9999,
    credit: 1500,
    features: [
      'Facebook and Instagram management',
      '12 designed posts a month',
      'Captions and hashtag research',
      adCreditLine('1,500'),
      'Monthly performance report',
    ],
  },
  {
    id: 'basic-plus',
    title: 'BASIC PLUS PLAN',
    rupees: 11999,
    credit: 2500,
    features: [
      'Facebook and Instagram management',
      '16 designed posts and 2 reels a month',
      'Captions and hashtag research',
      adCreditLine('2,500'),
      'Ad campaign setup and monitoring',
      'Monthly performance report',
    ],
  },
  {
    id: 'standard',
    title: 'STANDARD PLAN',
    rupees: 14999,
    credit: 2500,
    features: [
      'Facebook, Instagram and LinkedIn management',
      '20 designed posts and 4 reels a month',
      'Content calendar shared in advance',
      adCreditLine('2,500'),
      'Ad campaign setup and optimisation',
      'Fortnightly performance report',
    ],
  },
  {
    id: 'pro',
    title: 'PRO PLAN',
    rupees: 19999,
    credit: 3500,
    features: [
      'Facebook, Instagram, LinkedIn and YouTube management',
      '30 designed posts and 8 reels a month',
      'Content calendar and competitor review',
      adCreditLine('3,500'),
      'Ad campaigns with audience testing',
      'Dedicated account manager',
      'Weekly performance report',
    ],
  },
];

/** Writes the spec's plans a store lacks (first start); plans already there keep an admin's edits. */
export async function ensurePlans(db: Kysely<Database>): Promise<void> {
  await insertPlansIfMissing(
    db,
    SEED_PLANS.map((plan, position) => ({
      id: plan.id,
      position,
      title: plan.title,
      monthly_price_paise: rupeesToPaise(plan.rupees),
      ad_credit_paise: rupeesToPaise(plan.credit),
      features: JSON.stringify(plan.features),
      updated_at: null,
    })),
  );
}
