// Builds bench/page (the monitor wizard bench page) with Vite into bench/page/dist.
import { storyPage } from '../../../scripts/bench/story-page.mjs';

export const { outDir, buildPage } = storyPage(import.meta.url);

if (import.meta.url === `file://${process.argv[1]}`) await buildPage();
