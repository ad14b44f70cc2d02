// The workbench page: defines the custom elements that index.html uses.
import "./workbench.js";
