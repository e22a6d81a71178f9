export interface JobOpening {
  id: string;
  title: string;
  summary: string;
  location: string;
  type: string;
  skills: string[];
}

/** The three openings listed on /career. */
export const jobOpenings: JobOpening[] = [
  {
    id: 'frontend-developer',
    title: 'Frontend Developer',
    summary:
      'Build the storefront our customers use every day: fast, accessible pages in React and TypeScript that work well on low-end phones.',
    location: 'Mumbai (hybrid)',
    type: 'Full-time',
    skills: ['React', 'TypeScript', 'Tailwind CSS', 'Accessibility'],
  },
  {
    id: 'backend-developer',
    title: 'Backend Developer',
    summary:
      'Own the APIs behind our catalogue, orders and payments, and keep them secure, reliable and simple to change.',
    location: 'Mumbai (hybrid)',
    type: 'Full-time',
    skills: ['Node.js', 'REST APIs', 'Databases', 'Payments'],
  },
  {
    id: 'ui-ux-designer',
    title: 'UI/UX Designer',
    summary:
      'Design new website templates for Indian small businesses and shape how customers find, preview and buy them.',
    location: 'Mumbai (hybrid)',
    type: 'Full-time',
    skills: ['Figma', 'Responsive layouts', 'Design systems', 'User research'],
  },
];
