import type { ProjectKind, ProjectState } from '@store/shared';
import type { Generated } from 'kysely';

/** One purchased design unit being turned into the customer's website. */
export interface ProjectsProjectsTable {
  id: string;
  /** The order number and the unit's place in it (ORD-…-1, ORD-…-2): what people quote. */
  reference: string;
  /** The checkout order and line it came from (ids and a snapshot of the title, never joined). */
  order_id: string;
  order_number: string;
  order_position: number;
  /** 1..quantity: a line of quantity 2 is two projects. */
  unit_index: number;
  user_id: string;
  customer_name: string;
  customer_email: string;
  /** A design's website, or one month of a marketing plan (then design_id holds the plan's id). */
  kind: Generated<ProjectKind>;
  design_id: string;
  /** A plan month's title reads "PRO PLAN — month 2 of 3 (Jan 2027)". */
  design_title: string;
  /** A plan month's number in the customer's run of the plan, the run's months when bought, its India dates. */
  plan_month: number | null;
  plan_months_of: number | null;
  month_starts_on: string | null;
  month_ends_on: string | null;
  state: ProjectState;
  /** The state a PAUSED project waited in. */
  paused_from: ProjectState | null;
  revisions_used: number;
  /** Since when the project waits on the customer (entering the state, or their last message). */
  waiting_since: string | null;
  due_at: string | null;
  preview_url: string | null;
  delivered_at: string | null;
  delivery_site_url: string | null;
  delivery_handed_over: string | null;
  dissatisfaction_reported_at: string | null;
  brief_reminded_at: string | null;
  /** Bumped by every change: a change applies only to the version it was decided on. */
  version: number;
  /** The pause job holds the project until then, so two instances never act on it at once. */
  job_lock_until: string | null;
  created_at: string;
  updated_at: string;
}

/** The customer's brief, saved as a draft until submitted. */
export interface ProjectsBriefsTable {
  project_id: string;
  business_name: string | null;
  tagline: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  opening_hours: string | null;
  primary_colour: string | null;
  secondary_colour: string | null;
  domain: string | null;
  notes: string | null;
  logo_file_key: string | null;
  /** A plan month's brief: the month's focus and the offers to promote. */
  month_focus: string | null;
  month_offers: string | null;
  submitted_at: string | null;
  updated_at: string;
}

/** Every transition: who, when, why. */
export interface ProjectsEventsTable {
  id: Generated<number>;
  project_id: string;
  from_state: ProjectState | null;
  to_state: ProjectState;
  action: string;
  actor_role: 'customer' | 'admin' | 'system';
  actor_id: string | null;
  reason: string | null;
  at: string;
}

export interface ProjectsMessagesTable {
  id: string;
  project_id: string;
  author_role: 'customer' | 'admin';
  author_id: string;
  author_name: string;
  body: string;
  attachment_file_key: string | null;
  created_at: string;
}

/**
 * Logos and thread pictures, re-encoded by the media module but kept here rather than in
 * media_files: /media serves anyone, these only the project's owner and admins.
 */
export interface ProjectsFilesTable {
  key: string;
  project_id: string;
  content_type: string;
  byte_size: number;
  data: Uint8Array;
  created_at: string;
}

/** A plan month's brief pictures: each a file of the project (projects_files), in upload order. */
export interface ProjectsBriefAssetsTable {
  file_key: string;
  project_id: string;
  created_at: string;
}

export interface ProjectsTables {
  projects_projects: ProjectsProjectsTable;
  projects_briefs: ProjectsBriefsTable;
  projects_events: ProjectsEventsTable;
  projects_messages: ProjectsMessagesTable;
  projects_files: ProjectsFilesTable;
  projects_brief_assets: ProjectsBriefAssetsTable;
}
