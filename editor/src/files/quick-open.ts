// <warband-quick-open>: Ctrl+P's file finder. Type part of a path, pick with the arrow
// keys, Enter opens. Letters match in order anywhere in the path ("crwolf" finds
// creatures/wolf.wb); shorter spans and matches in the file name rank first.
import { css, html, LitElement } from "lit";

/** Where the typed letters fall in the path, in order, or null; lower scores rank first. */
export function matchPath(query: string, path: string): number | null {
  const q = query.toLowerCase().replace(/\s+/g, "");
  const p = path.toLowerCase();
  if (!q) return 0;
  let first = -1;
  let at = -1;
  for (const ch of q) {
    at = p.indexOf(ch, at + 1);
    if (at < 0) return null;
    if (first < 0) first = at;
  }
  const span = at - first;
  const inName = first > p.lastIndexOf("/") ? 0 : 1000;
  return inName + span * 10 + first;
}

export function rankPaths(query: string, paths: string[], limit = 50): string[] {
  return paths
    .map((path) => ({ path, score: matchPath(query, path) }))
    .filter((m): m is { path: string; score: number } => m.score !== null)
    .sort((a, b) => a.score - b.score || a.path.localeCompare(b.path))
    .slice(0, limit)
    .map((m) => m.path);
}

export class WarbandQuickOpen extends LitElement {
  static override properties = {
    paths: { attribute: false },
    query: { state: true },
    active: { state: true },
  };

  static override styles = css`
    dialog {
      width: min(36rem, 90vw);
      padding: 0;
      margin-top: 10vh;
      color: var(--wb-text);
      background: var(--wb-panel);
      border: 1px solid var(--wb-border);
      border-radius: 4px;
    }
    dialog::backdrop {
      background: rgb(0 0 0 / 0.25);
    }
    input {
      box-sizing: border-box;
      width: 100%;
      padding: 0.5rem 0.75rem;
      font: inherit;
      color: var(--wb-text);
      background: var(--wb-panel);
      border: none;
      border-bottom: 1px solid var(--wb-border);
    }
    input:focus-visible {
      outline: 2px solid var(--wb-focus);
      outline-offset: -2px;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0.25rem 0;
      max-height: 50vh;
      overflow: auto;
    }
    li {
      padding: 0.2rem 0.75rem;
      font-family: var(--wb-mono);
      font-size: 0.85rem;
      cursor: pointer;
    }
    li[aria-selected="true"] {
      background: var(--wb-selected);
      outline: 2px solid var(--wb-focus);
      outline-offset: -2px;
    }
    .none {
      padding: 0.5rem 0.75rem;
      color: var(--wb-muted);
    }
  `;

  declare paths: string[];
  declare query: string;
  declare active: number;

  constructor() {
    super();
    this.paths = [];
    this.query = "";
    this.active = 0;
  }

  show(): void {
    this.query = "";
    this.active = 0;
    this.updateComplete.then(() => {
      this.renderRoot.querySelector("dialog")?.showModal();
      this.renderRoot.querySelector("input")?.focus();
    });
  }

  private close(): void {
    this.renderRoot.querySelector("dialog")?.close();
  }

  private choose(path: string | undefined): void {
    if (!path) return;
    this.close();
    this.dispatchEvent(new CustomEvent("warband-open", { detail: { path, focus: true }, bubbles: true, composed: true }));
  }

  private onKeydown(e: KeyboardEvent, found: string[]): void {
    const last = found.length - 1;
    if (e.key === "ArrowDown") this.active = Math.min(this.active + 1, last);
    else if (e.key === "ArrowUp") this.active = Math.max(this.active - 1, 0);
    else if (e.key === "Enter") this.choose(found[this.active]);
    else return;
    e.preventDefault();
    this.updateComplete.then(() => this.renderRoot.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: "nearest" }));
  }

  override render() {
    const found = rankPaths(this.query, this.paths);
    return html`
      <dialog aria-label="Open a file">
        <input
          role="combobox"
          aria-expanded="true"
          aria-controls="found"
          aria-autocomplete="list"
          aria-activedescendant=${found.length ? `found-${this.active}` : ""}
          placeholder="Open a file by name"
          .value=${this.query}
          @input=${(e: Event) => {
            this.query = (e.target as HTMLInputElement).value;
            this.active = 0;
          }}
          @keydown=${(e: KeyboardEvent) => this.onKeydown(e, found)}
        />
        ${found.length
          ? html`<ul id="found" role="listbox" aria-label="Matching files">
              ${found.map(
                (path, i) =>
                  html`<li id="found-${i}" role="option" aria-selected=${String(i === this.active)} @click=${() => this.choose(path)}>${path}</li>`,
              )}
            </ul>`
          : html`<p class="none">No file matches.</p>`}
      </dialog>
    `;
  }
}

customElements.define("warband-quick-open", WarbandQuickOpen);

declare global {
  interface HTMLElementTagNameMap {
    "warband-quick-open": WarbandQuickOpen;
  }
}
