// The warband command line. Each command's module is loaded when that command runs:
// a fresh process then loads only what it uses (the runtime only to play, the
// converters only to convert).
import { Command, InvalidArgumentError } from "commander";
import { bundledLibrary } from "./content-files.js";
import type { ReadingThread } from "../importers/ddm/reading-thread.js";
import type { OneScript } from "./one-script.js";

function integer(v: string): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new InvalidArgumentError("expected a whole number");
  return n;
}

function threadCount(v: string): number {
  if (v !== "1" && v !== "2") throw new InvalidArgumentError("expected 1 or 2");
  return Number(v);
}

/** `--no-library` turns the bundled content off; otherwise it is loaded beside the user's files. */
function library(opts: { library: boolean; ruleset: string }): string | false {
  return opts.library ? bundledLibrary(opts.ruleset) : false;
}

/** The card import's reading thread's part, for that thread when it runs this CLI as one script (importers/ddm/import-worker.ts). */
export const cardImportThread = () => import("../importers/ddm/import-share.js");

/**
 * The command line; `script` is the one script it runs as (cli/one-script.ts), if it
 * does, and `readingThread` the card import's second thread if bin/warband.js started it
 * ahead (importers/ddm/reading-thread.ts).
 */
export async function main(argv: string[], script: OneScript | null = null, readingThread: ReadingThread | null = null): Promise<void> {
  const program = new Command("warband")
    .description("Rules of skirmish miniatures games as data: check, build and play warband content")
    .showHelpAfterError()
    .option("--ruleset <name>", "the bundled ruleset whose library is loaded", "ddm")
    .option("--no-library", "do not load the bundled content (core rules, creatures, maps)");
  const common = () => program.opts<{ library: boolean; ruleset: string }>();

  program
    .command("check")
    .description("report diagnostics (file:line:col severity code message); exit 1 on errors")
    .argument("<paths...>", "files or folders of .wb source")
    .option("--json", "print diagnostics as JSON")
    .action(async (paths: string[], o: { json?: boolean }) => {
      const { check } = await import("./commands/check.js");
      process.exitCode = check(paths, { json: o.json ?? false, library: library(common()) });
    });

  program
    .command("fmt")
    .description("format .wb files in place; with --check, list the files that would change and exit 1 if any")
    .argument("<paths...>", "files or folders of .wb source")
    .option("--check", "change nothing; exit 1 if a file is not formatted")
    .action(async (paths: string[], o: { check?: boolean }) => {
      const { fmt } = await import("./commands/fmt.js");
      process.exitCode = fmt(paths, { check: o.check ?? false });
    });

  program
    .command("build")
    .description("compile into IR validated against compiler/schema/ir.schema.json")
    .argument("[paths...]", "files or folders of .wb source", [])
    .requiredOption("-o, --output <file>", "where to write the IR")
    .action(async (paths: string[], o: { output: string }) => {
      const { build } = await import("./commands/build.js");
      process.exitCode = build(paths, { output: o.output, library: library(common()) });
    });

  program
    .command("sim")
    .description("play a whole battle between two agents (greedy ones, which play to win, unless --agents random)")
    .argument("<battle>", "a battle name, a scenario name (plays its first battle) or a .wb file with a battle")
    .option("--seed <n>", "seed for dice and agents", integer, 1)
    .option("--turns <n>", "stop after this many creature-turns", integer)
    .option("--save-state <file>", "write the final battle state as JSON (for warband why)")
    .option("--house <packs...>", "play under these house-rule packs too (content/ddm/house-rules)")
    .option("--json", "print the result, choices and full trace as JSON")
    .option("--agents <kind>", "who plays: greedy (play to win) or random (random legal choices)", "greedy")
    .action(async (target: string, o: { seed: number; turns?: number; saveState?: string; json?: boolean; house?: string[]; agents: string }) => {
      const { sim } = await import("./commands/sim.js");
      process.exitCode = sim(target, { ...o, library: library(common()) });
    });

  program
    .command("test")
    .description("run the rules tests (test blocks) of the given files, or of the bundled library; exit 1 if any fails")
    .argument("[paths...]", "files or folders of .wb source", [])
    .option("--json", "print each test's outcome as JSON")
    .action(async (paths: string[], o: { json?: boolean }) => {
      const { test } = await import("./commands/test.js");
      process.exitCode = test(paths, { json: o.json ?? false, library: library(common()) });
    });

  program
    .command("why")
    .description("explain a permission (move, shift…) or a value (speed, AC…) of a creature in a saved battle state")
    .argument("<state>", "battle state JSON (warband sim --save-state)")
    .argument("<creature>", "creature id (A1) or name")
    .argument("<question>", "an action (shift, move, opportunity attack…), a statistic (speed, AC, actions), use <power>, enter x,y, or attack <target> [attack name]")
    .argument("[more...]", "the rest of the question: a power's name, a square, or for attack the target's id and optionally the attack's name")
    .option("--content <paths...>", "extra .wb files the battle needs", [])
    .action(async (state: string, creature: string, question: string, more: string[], o: { content: string[] }) => {
      const { why } = await import("./commands/why.js");
      process.exitCode = why(state, creature, question, { content: o.content, library: library(common()), more });
    });

  program
    .command("render")
    .description("print a creature as a stat card, from its compiled IR")
    .argument("<card>", "the creature's name")
    .argument("[paths...]", "files or folders of .wb source besides the bundled content", [])
    .action(async (card: string, paths: string[]) => {
      const { render } = await import("./commands/render.js");
      process.exitCode = render(card, paths, { library: library(common()) });
    });

  program
    .command("import")
    .description("import a card list into warband files, one per card, each checked by the compiler")
    .argument("<format>", "the card list's format: ddm")
    .argument("<cards>", "the card list (JSON)")
    .requiredOption("-o, --output <dir>", "folder for the .wb files")
    .option("--report <file>", "write the import report as JSON")
    .option("--no-progress", "no progress bar")
    .option("--threads <n>", "read and compile the cards on 1 or 2 threads (same result; default: 2 when the machine has a core to spare)", threadCount)
    .action(async (format: string, cards: string, o: { output: string; report?: string; progress: boolean; threads?: number }) => {
      if (format !== "ddm") {
        console.error(`warband: no importer for '${format}' (known: ddm)`);
        process.exitCode = 1;
        return;
      }
      const { importDdm } = await import("./commands/import.js");
      process.exitCode = await importDdm(cards, { ...o, progress: o.progress && process.stderr.isTTY === true, library: library(common()), script, readingThread });
    });

  program
    .command("convert")
    .description("convert D&D monsters: 5e (SRD 5.1) into DDM creature cards, 3.5 (SRD 3.5) into Chainmail model cards")
    .argument("<edition>", "5e or 3.5")
    .argument("<monsters>", "the monster data file (JSON)")
    .requiredOption("-o, --output <dir>", "folder for the converted .wb files")
    .option("--only <names...>", "convert only these monsters (by name)")
    .option("--report <file>", "write every approximation and text fallback per monster as JSON")
    .option("--table <file>", "a conversion table to use instead of the bundled one (copy content/conversions/*.json)")
    .action(async (edition: string, monsters: string, o: { output: string; only?: string[]; report?: string; table?: string }) => {
      const { convert } = await import("./commands/convert.js");
      process.exitCode = convert(edition, monsters, o);
    });

  await program.parseAsync(argv);
}
