import type { Plugin } from 'rolldown';

/** The rolldown plugin that fails the companion's browser build on a Node-only import (browser-guard.mjs). */
export function nodeGuard(): Plugin;
