// Builds bench/page (the stories of the package behind `?story=`) with Vite into bench/page/dist.
import { storyPage } from '../../../scripts/bench/story-page.mjs';

export const { outDir, buildPage } = storyPage(import.meta.url);

if (import.meta.url === `file://${process.argv[1]}`) await buildPage();
