import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    {
      // src/games/game-hooks.ts finds a game's hooks by a pattern import, `./${module}/hooks.js`. The bundler
      // expands it to the built .js files; the tests run the .ts sources, which a .js glob cannot see, so here the
      // import is left to the runner, which resolves each name as a static import is resolved.
      name: 'sandtable-hook-modules',
      enforce: 'pre',
      transform(code, id) {
        if (!/[\\/]src[\\/]games[\\/]game-hooks\.ts$/.test(id)) return undefined;
        return code.replace(/import\((`\.\/\$\{module\}\/hooks\.js`)\)/, 'import(/* @vite-ignore */ $1)');
      },
    },
  ],
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
