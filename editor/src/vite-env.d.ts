// Types for Vite's import forms used here: import.meta.glob, "?raw", "?inline", "?worker".
/// <reference types="vite/client" />
