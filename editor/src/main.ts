// The workbench page: puts the remembered theme on <html> before anything renders, then
// defines the custom elements that index.html uses.
import { applyRememberedTheme } from "./theme.js";
import "./workbench.js";

applyRememberedTheme();
