// features: import_statement, symbolic
// expect: symbolic (./pricing is in no project; expectations curated by hand from the VM)
// An import that resolves to no file stays symbolic and the run continues.
import { price, Currency } from './pricing';
import * as tax from './pricing/tax';
import fallback from './pricing';

const qty: number = 3;
console.log('start', qty);
console.log('price', price(qty));
console.log('rate', tax.rate, Currency);
console.log('fallback', fallback);
console.log('done');
