// Keeping and sharing sandbox battles: one saved battle in the browser's local
// storage, and JSON files downloaded and uploaded by the person.

const SAVED_KEY = "warband.sandbox.saved-battle";

export function keepInBrowser(json: string): void {
  localStorage.setItem(SAVED_KEY, json);
}

export function keptInBrowser(): string | null {
  return localStorage.getItem(SAVED_KEY);
}

/** Offers the text as a file download. */
export function download(json: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  a.click();
  // The click has started the download by the time the next task runs.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from the battle's name: letters, digits and dashes. */
export function battleFileName(battle: string): string {
  const stem = battle.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "battle";
  return `${stem}.battle.json`;
}
