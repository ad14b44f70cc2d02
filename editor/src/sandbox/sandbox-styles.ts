// The sandbox's look. Colours come only from the workbench's custom properties, so the
// dark and the light theme both apply.
import { css } from "lit";

export const sandboxStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    padding: 0.5rem 0.75rem;
    min-height: 0;
    overflow-y: auto;
    font-size: 0.9rem;
    container-type: inline-size;
  }
  .controls {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.6rem;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.3rem;
  }
  button,
  select,
  input {
    font: inherit;
    color: var(--wb-text);
    background: var(--wb-panel);
    border: 1px solid var(--wb-border);
    border-radius: 4px;
  }
  button {
    padding: 0.25rem 0.7rem;
    cursor: pointer;
  }
  input[type="number"] {
    width: 5rem;
  }
  button:disabled,
  button[aria-disabled="true"] {
    color: var(--wb-muted);
    border-style: dashed;
    cursor: not-allowed;
  }
  button[aria-pressed="true"] {
    background: var(--wb-focus);
    border-color: var(--wb-focus);
    color: var(--wb-panel);
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible,
  .chip:focus-visible,
  ol:focus-visible {
    outline: 3px solid var(--wb-focus);
    outline-offset: 2px;
  }
  .upload input {
    max-width: 12rem;
    border: none;
    background: none;
  }
  .chip {
    padding: 0.2rem 0.6rem;
    border-radius: 999px;
    border: 1px solid currentColor;
    cursor: grab;
    user-select: none;
  }
  .chip.side-a {
    color: var(--wb-side-a);
  }
  .chip.side-b {
    color: var(--wb-side-b);
  }
  .terrain-chip {
    color: var(--wb-terrain);
  }
  .bin {
    padding: 0.2rem 0.6rem;
    border: 1px dashed var(--wb-error);
    border-radius: 4px;
    color: var(--wb-error);
  }
  dl {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 1rem;
    margin: 0;
  }
  dl div {
    display: flex;
  }
  dt {
    color: var(--wb-muted);
  }
  dd {
    margin: 0 0 0 0.3rem;
    font-variant-numeric: tabular-nums;
  }
  .result {
    margin: 0.25rem 0 0;
    font-weight: 600;
  }
  .problem {
    color: var(--wb-error);
  }
  .notice,
  .focus-text,
  .muted,
  .hint {
    margin: 0;
    color: var(--wb-muted);
    min-height: 1.2em;
  }
  .field {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(12rem, 2fr);
    gap: 0.75rem;
    align-items: start;
  }
  /* In a narrow panel the map takes the whole width and the decision goes under it. */
  @container (max-width: 44rem) {
    .field {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .decision h3 {
    margin: 0 0 0.4rem;
    font-size: 0.9rem;
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
    margin-bottom: 0.4rem;
  }
  .option.illegal {
    position: relative;
    display: inline-block;
  }
  .why {
    display: none;
    position: absolute;
    z-index: 2;
    left: 0;
    top: 100%;
    width: max-content;
    max-width: 26rem;
    padding: 0.4rem 0.6rem;
    border: 1px solid var(--wb-border);
    border-radius: 4px;
    background: var(--wb-bg);
    color: var(--wb-text);
    box-shadow: 0 2px 8px rgb(0 0 0 / 0.25);
    font-size: 0.8rem;
  }
  .why ul {
    margin: 0.3rem 0 0;
    padding-left: 1rem;
  }
  .why .overridden,
  .why .broken {
    color: var(--wb-muted);
  }
  .option.illegal:hover .why,
  .option.illegal:focus-within .why {
    display: block;
  }
  .link {
    padding: 0;
    border: none;
    background: none;
    color: inherit;
    text-align: left;
    text-decoration: underline dotted;
    cursor: pointer;
  }
  svg.map {
    display: block;
    width: 100%;
    height: auto;
    touch-action: none;
  }
  svg.map:focus {
    outline: none;
  }
  svg.map:focus-visible {
    outline: 3px solid var(--wb-focus);
    outline-offset: 2px;
  }
  .board {
    fill: var(--wb-square);
  }
  .grid {
    stroke: var(--wb-grid);
    stroke-width: 0.5;
    fill: none;
  }
  .start {
    fill-opacity: 0.18;
  }
  .wall {
    fill: var(--wb-wall);
  }
  .terrain {
    fill: url(#hatch);
  }
  .hatch {
    stroke: var(--wb-terrain);
    stroke-width: 1.5;
  }
  .victory {
    fill: none;
    stroke-width: 1.5;
    stroke-dasharray: 3 2;
  }
  .wall-line {
    stroke: var(--wb-wall);
    stroke-width: 3;
    stroke-linecap: round;
  }
  .side-a {
    fill: var(--wb-side-a);
    stroke: var(--wb-side-a);
  }
  .side-b {
    fill: var(--wb-side-b);
    stroke: var(--wb-side-b);
  }
  .side-other {
    fill: var(--wb-side-other);
    stroke: var(--wb-side-other);
  }
  .victory.side-a,
  .victory.side-b,
  .victory.side-other {
    fill: none;
  }
  .mark {
    pointer-events: none;
  }
  .mark.reach {
    fill: var(--wb-focus);
    fill-opacity: 0.22;
  }
  .mark.hover {
    fill: var(--wb-warning);
    fill-opacity: 0.45;
  }
  .mark.picked {
    fill: var(--wb-focus);
    fill-opacity: 0.45;
  }
  .focus-square {
    fill: none;
    stroke: var(--wb-focus);
    stroke-width: 2;
    pointer-events: none;
  }
  svg.setup .creature {
    cursor: grab;
  }
  .creature circle {
    stroke: var(--wb-panel);
    stroke-width: 1;
  }
  .creature.active circle {
    stroke: var(--wb-focus);
    stroke-width: 2;
  }
  .creature text {
    stroke: none;
    text-anchor: middle;
    dominant-baseline: central;
    font-family: var(--wb-font);
    pointer-events: none;
  }
  .creature .id {
    fill: var(--wb-token-text);
    font-size: 6px;
    font-weight: 700;
  }
  .creature .hp {
    fill: var(--wb-text);
    font-size: 5px;
    dominant-baseline: auto;
  }
  .log-controls {
    display: flex;
    flex-wrap: wrap;
    gap: 0.75rem;
    align-items: center;
  }
  ol {
    margin: 0;
    padding: 0.25rem 0.5rem;
    min-height: 6rem;
    max-height: 16rem;
    overflow-y: auto;
    list-style: none;
    border: 1px solid var(--wb-border);
    border-radius: 4px;
    font-family: var(--wb-mono);
    font-size: 0.8rem;
    background: var(--wb-panel);
  }
  .entry > * + * {
    margin-left: 0.5rem;
  }
  .entry .round,
  .entry .rule {
    color: var(--wb-muted);
  }
  .entry.roll {
    color: var(--wb-muted);
  }
`;
