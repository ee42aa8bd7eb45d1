import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
const p = await ctx.newPage();
const errors = [];
p.on('pageerror', (e) => errors.push(String(e)));
await p.goto(`file://${process.argv[2]}`);
await p.waitForSelector('body[data-ready="true"]');
const picks = await p.$$eval('.picker [data-pick]', (els) => els.map((e) => e.getAttribute('data-pick')));
console.log('picks', picks.join(' '));
await p.screenshot({ path: '/tmp/lookc/open.png' });
for (const verb of process.argv.slice(3)) {
  await p.locator(`.picker [data-pick="${verb}"]`).first().tap();
  await p.waitForTimeout(400);
  await p.screenshot({ path: `/tmp/lookc/${process.env.TAG}-${verb}.png`, fullPage: true });
}
console.log('errors', errors);
await b.close();
