/// <reference types="vite/client" />

interface ImportMetaEnv {
  /**
   * Origin of the API when it is not the site's own, e.g. `https://api.example` (no trailing
   * slash). Unset: the same origin, which is how the server ships the web app.
   */
  readonly VITE_API_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
