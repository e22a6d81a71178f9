import type { ProjectBriefField } from '@store/shared';

/** Each brief field as the form labels it; the submitted brief reads the same words. */
export const BRIEF_FIELD_LABELS: Record<ProjectBriefField, string> = {
  businessName: 'Business name',
  tagline: 'Tagline',
  phone: 'Phone to show on the site',
  email: 'Email to show on the site',
  address: 'Address',
  openingHours: 'Opening hours',
  primaryColour: 'Brand colour',
  secondaryColour: 'Second colour',
  domain: 'Domain you own or want',
  notes: 'Notes',
};

export const BRIEF_COLOUR_FIELDS = ['primaryColour', 'secondaryColour'] as const;

/** The rule the page shows beside the brief: it may change until the first preview. */
export const BRIEF_EDIT_RULE =
  'You can change your brief until we post the first preview. After that, write to us in the thread.';
export const BRIEF_CLOSED_RULE = 'We have started on your brief: to change it, write to us in the thread.';
