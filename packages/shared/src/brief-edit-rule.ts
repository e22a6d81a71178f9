import type { ProjectState } from './project-workflow';
import type { ProjectKind } from './schemas/monthly-brief';

interface BriefSituation {
  kind: ProjectKind;
  state: ProjectState;
  pausedFrom: ProjectState | null;
  previewUrl: string | null;
}

const inState = (project: BriefSituation, state: ProjectState) =>
  project.state === state || (project.state === 'PAUSED' && project.pausedFrom === state);

/**
 * Whether the customer may still change the brief: before submitting it, and a website's brief also
 * after, until the shop posts the first preview (then the change would undo work: it goes through the thread).
 */
export function isBriefEditable(project: BriefSituation): boolean {
  if (inState(project, 'AWAITING_BRIEF')) return true;
  return project.kind === 'design' && inState(project, 'IN_DESIGN') && project.previewUrl === null;
}

/** What a refused change of a submitted brief answers. */
export const BRIEF_CLOSED_MESSAGE = 'The shop has started on your brief. To change it, write to us in the thread.';
