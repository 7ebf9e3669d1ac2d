import { createHand } from '@pokerchart/engine';
import { texasHoldem } from '@pokerchart/variants';
import { noLimit } from '@pokerchart/betting';

const ranks='23456789TJQKA', suits='cdhs';
const deck=[]; for (const s of suits) for (const r of ranks) deck.push(r+s);
const h = createHand({ variant: texasHoldem, betting: noLimit(), stacks: [100,0,100,100], button: 3, forcedBets:{antes:[0,0,0,0],blinds:[1,0,2,0]}, dealing:{deck}, runItTimes: 2 });
const v=h.view('spectator');
console.log(JSON.stringify(h.context.holeCards ?? Object.keys(h.context)));
h.act({type:'all-in'}); h.act({type:'call'}); h.act({type:'call'});
console.log(h.isComplete, JSON.stringify(h.result.runs), JSON.stringify(h.result.payouts));
console.log(JSON.stringify(h.log.filter(e=>e.type==='burned'||e.type==='board'||e.type==='runs')));
