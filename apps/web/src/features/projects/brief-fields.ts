/** The brief's colour fields: chosen with a colour picker, shown as swatches. */
export const BRIEF_COLOUR_FIELDS = ['primaryColour', 'secondaryColour'] as const;
