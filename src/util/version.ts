/** Sandtable's version: `sandtable --version` prints it and a VASSAL module's version starts with it. */
export const SANDTABLE_VERSION = '0.1.0';
