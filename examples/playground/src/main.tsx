import { render } from 'preact';
import { App } from './App.js';
import { instance } from './lazyGraphviz.js';
import './styles.css';

// start loading Graphviz now, in parallel with the first render (the chart needs it next)
instance().catch(() => {
  // the chart says so if it cannot be drawn
});
render(<App />, document.getElementById('app')!);
// the table is on screen: `performance.getEntriesByName('playground:table')` (the tests report it)
performance.mark('playground:table');
