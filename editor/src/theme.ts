// The workbench's light or dark theme: chosen with the toggle, remembered in
// localStorage, and until then the system's preference. The theme lives on <html> as
// data-theme so theme.css and every shadow root (through inherited custom properties)
// follow it; Monaco, which keeps one theme for all its editors, listens through watchTheme.

export type Theme = "light" | "dark";

const STORAGE_KEY = "warband.theme";
const CHANGE = "warband-theme";

function systemTheme(): Theme {
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

function rememberedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === "light" || value === "dark" ? value : null;
  } catch {
    return null; // storage can be off (private windows, policies): fall back to the system's
  }
}

/** The theme in force: the one on <html>, put there by applyRememberedTheme at start-up. */
export function currentTheme(): Theme {
  const onPage = document.documentElement.dataset.theme;
  return onPage === "light" || onPage === "dark" ? onPage : (rememberedTheme() ?? systemTheme());
}

/** Called once when the page starts, before anything renders, so nothing flashes. */
export function applyRememberedTheme(): void {
  document.documentElement.dataset.theme = rememberedTheme() ?? systemTheme();
}

export function setTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // not remembered, but still applied for this visit
  }
  window.dispatchEvent(new CustomEvent(CHANGE, { detail: theme }));
}

/** Calls back now and on every change; returns the unsubscribe. */
export function watchTheme(onTheme: (theme: Theme) => void): () => void {
  const listener = () => onTheme(currentTheme());
  listener();
  window.addEventListener(CHANGE, listener);
  return () => window.removeEventListener(CHANGE, listener);
}
