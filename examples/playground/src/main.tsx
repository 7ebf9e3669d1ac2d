import { render } from 'preact';
import { App } from './App.js';
import './styles.css';

render(<App />, document.getElementById('app')!);
// the table is on screen: `performance.getEntriesByName('playground:table')` (the tests report it)
performance.mark('playground:table');
