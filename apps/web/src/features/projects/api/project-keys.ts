/** Query keys of the projects feature, in one factory so mutations invalidate exactly what they change. */
export const projectKeys = {
  all: ['projects'] as const,
  mine: () => [...projectKeys.all, 'mine'] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
  /** The thread's pages before `cursor`, the oldest message of the latest ones the project answered. */
  earlier: (id: string, cursor: string) => [...projectKeys.all, 'earlier', id, cursor] as const,
  board: (filters: object) => [...projectKeys.all, 'board', filters] as const,
  file: (src: string) => [...projectKeys.all, 'file', src] as const,
};
