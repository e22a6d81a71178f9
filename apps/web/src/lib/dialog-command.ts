/**
 * The attributes that make a button open or close a dialog by itself (invoker commands), which React's
 * types do not list yet; lib/page-controls.ts does the same where the browser cannot.
 */
export function dialogCommand(command: 'show-modal' | 'close', dialogId: string): Record<string, string> {
  return { command, commandfor: dialogId };
}
