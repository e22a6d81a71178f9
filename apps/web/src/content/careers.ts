/**
 * The three openings listed on /career, by their key in the catalogues' `career.openings` (title, summary,
 * place, type and the skills in words). The tools each role uses are names, the same in every language.
 */
export const jobOpenings = [
  { id: 'frontendDeveloper', tools: ['React', 'TypeScript', 'Tailwind CSS'] },
  { id: 'backendDeveloper', tools: ['Node.js', 'REST APIs'] },
  { id: 'uiUxDesigner', tools: ['Figma'] },
] as const;

export type JobOpening = (typeof jobOpenings)[number];
