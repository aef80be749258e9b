// features: class_declaration, private_members, getters, date, destructuring, try_catch, error_classes, console_log
class Reservation {
  constructor(id, guest, room, checkIn, checkOut) {
    Object.assign(this, { id, guest, room });
    this.checkIn = new Date(checkIn);
    this.checkOut = new Date(checkOut);
  }
  get nights() {
    return Math.round((this.checkOut - this.checkIn) / 86400000);
  }
  overlaps(other) {
    return this.room === other.room && this.checkIn < other.checkOut && other.checkIn < this.checkOut;
  }
}

const rates = { single: 89, double: 129, suite: 249 };
const rooms = { 101: 'single', 102: 'double', 201: 'suite', 202: 'double' };

class Hotel {
  #bookings = [];
  #nextId = 1;
  book(guest, room, from, to) {
    const r = new Reservation(this.#nextId, guest, room, from, to);
    const clash = this.#bookings.find(b => b.overlaps(r));
    if (clash) throw new Error(`Room ${room} already booked by ${clash.guest}`);
    if (r.nights <= 0) throw new RangeError(`Invalid stay for ${guest}`);
    this.#nextId++;
    this.#bookings.push(r);
    return r;
  }
  cancel(id) {
    const i = this.#bookings.findIndex(b => b.id === id);
    if (i < 0) return false;
    this.#bookings.splice(i, 1);
    return true;
  }
  invoice(r) {
    const rate = rates[rooms[r.room]];
    let total = 0;
    const d = new Date(r.checkIn);
    while (d < r.checkOut) {
      const weekend = d.getUTCDay() === 5 || d.getUTCDay() === 6;
      total += weekend ? rate * 1.2 : rate;
      d.setUTCDate(d.getUTCDate() + 1);
    }
    return total;
  }
  get occupancy() {
    return this.#bookings.reduce((acc, b) => {
      acc[b.room] = (acc[b.room] || 0) + b.nights;
      return acc;
    }, {});
  }
  get bookings() { return [...this.#bookings]; }
}

const hotel = new Hotel();
const requests = [
  ['Ada', 101, '2024-03-01', '2024-03-04'],
  ['Grace', 102, '2024-03-02', '2024-03-09'],
  ['Linus', 101, '2024-03-03', '2024-03-05'],
  ['Barbara', 201, '2024-02-28', '2024-03-02'],
  ['Ken', 202, '2024-03-05', '2024-03-05'],
  ['Dennis', 101, '2024-03-04', '2024-03-06'],
];
for (const [guest, room, from, to] of requests) {
  try {
    const r = hotel.book(guest, room, from, to);
    console.log(`#${r.id} ${guest.padEnd(8)} room ${room} ${r.nights} night(s) $${hotel.invoice(r).toFixed(2)}`);
  } catch (err) {
    console.log(`${err.name}: ${err.message}`);
  }
}
console.log(hotel.occupancy);
console.log(hotel.cancel(2), hotel.cancel(99));
for (const b of hotel.bookings) {
  console.log(b.id, b.guest, b.checkIn.toISOString().slice(0, 10), b.checkOut.toDateString());
}
const byMonth = Object.groupBy ? 'has groupBy' : 'no groupBy';
console.log(typeof byMonth);
console.log(hotel.bookings[0]);
