/** A themed native select keeps a visible chevron, or it would read as a text field. */
export const SELECT_STYLE = {
  appearance: 'none',
  paddingRight: '2rem',
  cursor: 'pointer',
  background:
    "#fff url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%236b7280' stroke-width='1.6'/%3E%3C/svg%3E\") no-repeat right 0.75rem center / 0.75rem",
} as const;
