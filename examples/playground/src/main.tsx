import { render } from 'preact';
import { App } from './App.js';
import { instance } from './lazyGraphviz.js';
import './styles.css';

// Graphviz is needed as soon as the chart changes (the first chart comes laid out from the build):
// load it once the page is idle
const warmUp = () =>
  instance().catch(() => {
    // the chart says so if it cannot be drawn
  });
if ('requestIdleCallback' in window) requestIdleCallback(warmUp, { timeout: 1500 });
else setTimeout(warmUp, 300);
render(<App />, document.getElementById('app')!);
// the table is on screen: `performance.getEntriesByName('playground:table')` (the tests report it)
performance.mark('playground:table');
