// How a button looks in the workbench's panels, in both themes (the colours are theme.css's
// custom properties); each panel adds its own size and spacing.
import { css } from "lit";

export const buttonStyles = css`
  button {
    font: inherit;
    color: var(--wb-text);
    background: var(--wb-bg);
    border: 1px solid var(--wb-border);
    border-radius: 3px;
    cursor: pointer;
  }
  button:hover:not(:disabled) {
    background: var(--wb-hover);
  }
  button:disabled {
    color: var(--wb-muted);
    cursor: default;
  }
`;
