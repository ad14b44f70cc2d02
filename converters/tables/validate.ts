// Checks a conversion table (parsed JSON) against its schema with the generated validators.
import type { Table35 } from "../three-five/table.js";
import type { Table5e } from "../five-e/table.js";
import { validate35, validate5e } from "./table-validators.generated.js";

interface ValidatorError {
  instancePath: string;
  message?: string;
}
type Validator = ((data: unknown) => boolean) & { errors?: ValidatorError[] | null };

function problems(fn: Validator, data: unknown): string[] {
  if (fn(data)) return [];
  return (fn.errors ?? []).map((e) => `${e.instancePath || "/"} ${e.message ?? "is invalid"}`);
}

export type TableCheck<T> = { ok: true; table: T } | { ok: false; problems: string[] };

function checked<T>(fn: Validator, data: unknown, extra: (t: T) => string[]): TableCheck<T> {
  const p = problems(fn, data);
  if (p.length) return { ok: false, problems: p };
  const more = extra(data as T);
  return more.length ? { ok: false, problems: more } : { ok: true, table: data as T };
}

function regexProblems(list: { match: string }[], where: string): string[] {
  const out: string[] = [];
  list.forEach((r, i) => {
    try {
      new RegExp(r.match, "i");
    } catch {
      out.push(`/${where}/${i}/match is not a valid regular expression`);
    }
  });
  return out;
}

export function check5eTable(data: unknown): TableCheck<Table5e> {
  return checked<Table5e>(validate5e as unknown as Validator, data, (t) => regexProblems(t.abilities, "abilities"));
}

export function check35Table(data: unknown): TableCheck<Table35> {
  return checked<Table35>(validate35 as unknown as Validator, data, (t) => [...regexProblems(t.specials, "specials"), ...regexProblems(t.omit, "omit"), ...regexProblems(t.factions.filter((f) => f.environment).map((f) => ({ match: f.environment! })), "factions")]);
}
