// features: enum_declaration, const_enum, error_object, parameter_property, readonly_modifier, array_destructuring, map_object
enum RoomKind {
  Single = 1,
  Double,
  Suite = 10,
}

const enum Status {
  Pending = "PENDING",
  Confirmed = "CONFIRMED",
  Cancelled = "CANCELLED",
}

interface Booking {
  id: number;
  guest: string;
  room: number;
  from: number; // day of year
  to: number; // exclusive
  status: Status;
}

interface Room {
  number: number;
  kind: RoomKind;
  rate: number;
}

class BookingError extends Error {
  constructor(message: string, public readonly code: number) {
    super(message);
    this.name = "BookingError";
  }
}

class Hotel {
  private bookings: Booking[] = [];
  private nextId = 1;

  constructor(private readonly rooms: readonly Room[]) {}

  private overlaps(a: { from: number; to: number }, b: { from: number; to: number }): boolean {
    return a.from < b.to && b.from < a.to;
  }

  available(kind: RoomKind, from: number, to: number): Room[] {
    return this.rooms.filter(
      (r) =>
        r.kind === kind &&
        !this.bookings.some(
          (b) => b.room === r.number && b.status !== Status.Cancelled && this.overlaps(b, { from, to }),
        ),
    );
  }

  book(guest: string, kind: RoomKind, from: number, to: number): Booking {
    if (to <= from) throw new BookingError(`invalid stay ${from}-${to}`, 400);
    const free = this.available(kind, from, to);
    if (free.length === 0) throw new BookingError(`no ${RoomKind[kind]} room for ${guest}`, 409);
    const booking: Booking = { id: this.nextId++, guest, room: free[0].number, from, to, status: Status.Pending };
    this.bookings.push(booking);
    return booking;
  }

  confirm(id: number): void {
    const b = this.bookings.find((x) => x.id === id);
    if (!b) throw new BookingError(`unknown booking ${id}`, 404);
    b.status = Status.Confirmed;
  }

  cancel(id: number): void {
    const b = this.bookings.find((x) => x.id === id);
    if (b) b.status = Status.Cancelled;
  }

  invoice(id: number): string {
    const b = this.bookings.find((x) => x.id === id)!;
    const room = this.rooms.find((r) => r.number === b.room)!;
    const nights = b.to - b.from;
    const total = nights * room.rate * (nights >= 5 ? 0.9 : 1);
    return `#${b.id} ${b.guest.padEnd(6)} room ${room.number} (${RoomKind[room.kind]}) ${nights} nights = $${total.toFixed(2)}`;
  }

  report(): void {
    const byStatus = new Map<Status, number>();
    for (const b of this.bookings) byStatus.set(b.status, (byStatus.get(b.status) ?? 0) + 1);
    for (const [s, n] of byStatus) console.log(`${s.toLowerCase()}: ${n}`);
  }
}

const hotel = new Hotel([
  { number: 101, kind: RoomKind.Single, rate: 80 },
  { number: 102, kind: RoomKind.Single, rate: 85 },
  { number: 201, kind: RoomKind.Double, rate: 120 },
  { number: 301, kind: RoomKind.Suite, rate: 300.5 },
]);

const requests: [string, RoomKind, number, number][] = [
  ["Ann", RoomKind.Single, 10, 13],
  ["Ben", RoomKind.Single, 11, 12],
  ["Cid", RoomKind.Single, 12, 14],
  ["Dee", RoomKind.Suite, 1, 8],
  ["Eve", RoomKind.Double, 5, 5],
  ["Fay", RoomKind.Double, 20, 26],
];
const ids: number[] = [];
for (const [guest, kind, from, to] of requests) {
  try {
    const b = hotel.book(guest, kind, from, to);
    ids.push(b.id);
    console.log(`booked ${guest} in ${b.room}`);
  } catch (e) {
    if (e instanceof BookingError) console.log(`${e.name} ${e.code}: ${e.message}`);
    else throw e;
  }
}
hotel.confirm(1);
hotel.confirm(3);
hotel.cancel(2);
console.log(hotel.book("Gus", RoomKind.Single, 11, 12).room);
for (const id of ids) console.log(hotel.invoice(id));
hotel.report();
console.log(RoomKind, RoomKind[2], RoomKind.Suite);
try {
  hotel.confirm(99);
} catch (e) {
  console.log((e as Error).message, e instanceof Error);
}
