// The battle log: the rule-attributed trace and the dice. An entry caused by a line of
// the content is a button that asks the workbench to show that line.
import { html, nothing } from "lit";
import type { SourceRef } from "../../../grammar/source.js";
import type { LogEntry } from "../../../runtime/kernel/trace.js";

export interface LogFilter {
  dice: boolean;
  choices: boolean;
}

function shown(e: LogEntry, f: LogFilter): boolean {
  if (e.kind === "roll") return f.dice;
  if (e.kind === "choice") return f.choices;
  return true;
}

export function battleLog(log: LogEntry[], f: LogFilter, reveal: (src: SourceRef) => void) {
  return html`<ol role="log" aria-label="Battle log" tabindex="0">
    ${log
      .filter((e) => shown(e, f))
      .map(
        (e) => html`<li class="entry ${e.kind}" data-kind=${e.kind} data-seq=${e.seq}>
          <span class="round">R${e.round}</span>
          ${e.src
            ? html`<button type="button" class="link" title="Show ${e.src.file} line ${e.src.line}" @click=${() => reveal(e.src!)}>${e.text}</button>
                <span class="rule">${e.rule ?? ""} · ${e.src.file}:${e.src.line}</span>`
            : html`<span>${e.text}</span>${e.rule ? html` <span class="rule">${e.rule}</span>` : nothing}`}
        </li>`,
      )}
  </ol>`;
}
