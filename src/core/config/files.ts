/** The config files looked for in the current directory (kept apart from config.ts, which loads the schema, for `--help`). */
export const DEFAULT_CONFIG_FILE = 'hybridrag.config.json';
export const DEFAULT_JSONC_FILE = 'hybridrag.config.jsonc';
