// features: program, enum_declaration, custom_exceptions, record_declaration, hash_map, streams, lambda_expression, method_reference, string_format
import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class HotelBooking {
    enum RoomType {
        SINGLE(1, 80) {
            @Override String describe() { return "cozy single"; }
        },
        DOUBLE(2, 120),
        SUITE(4, 300) {
            @Override String describe() { return "luxury suite with view"; }
        };

        final int capacity;
        final int nightly;
        RoomType(int capacity, int nightly) { this.capacity = capacity; this.nightly = nightly; }
        String describe() { return name().toLowerCase() + " room"; }
    }

    static class BookingException extends Exception {
        final int room;
        BookingException(String msg, int room) { super(msg); this.room = room; }
    }

    record Booking(String guest, int room, int from, int to) {
        int nights() { return to - from; }
        boolean overlaps(int f, int t) { return f < to && from < t; }
    }

    private final TreeMap<Integer, RoomType> rooms = new TreeMap<>();
    private final Map<Integer, List<Booking>> bookings = new HashMap<>();

    void addRoom(int number, RoomType type) { rooms.put(number, type); }

    Booking book(String guest, int people, int from, int to) throws BookingException {
        for (Map.Entry<Integer, RoomType> e : rooms.entrySet()) {
            if (e.getValue().capacity < people) continue;
            List<Booking> list = bookings.computeIfAbsent(e.getKey(), k -> new ArrayList<>());
            boolean free = list.stream().noneMatch(b -> b.overlaps(from, to));
            if (free) {
                Booking b = new Booking(guest, e.getKey(), from, to);
                list.add(b);
                return b;
            }
        }
        throw new BookingException("no room for " + guest + " (" + people + " people, days " + from + "-" + to + ")", -1);
    }

    void cancel(String guest, int room) throws BookingException {
        List<Booking> list = bookings.getOrDefault(room, Collections.emptyList());
        if (!list.removeIf(b -> b.guest().equals(guest)))
            throw new BookingException(guest + " has no booking in room " + room, room);
    }

    Optional<Booking> find(String guest) {
        return bookings.values().stream().flatMap(List::stream)
            .filter(b -> b.guest().equalsIgnoreCase(guest)).findFirst();
    }

    public static void main(String[] args) {
        HotelBooking h = new HotelBooking();
        h.addRoom(201, RoomType.DOUBLE);
        h.addRoom(101, RoomType.SINGLE);
        h.addRoom(301, RoomType.SUITE);
        h.addRoom(102, RoomType.SINGLE);
        for (RoomType t : RoomType.values())
            System.out.printf("%-7s cap=%d $%d %s (ordinal %d)%n", t, t.capacity, t.nightly, t.describe(), t.ordinal());
        String[][] requests = {
            {"ann", "1", "1", "4"}, {"ben", "2", "2", "5"}, {"cat", "1", "3", "6"},
            {"dov", "1", "2", "3"}, {"eli", "3", "1", "2"}, {"fay", "4", "1", "3"}, {"gus", "2", "4", "7"}
        };
        int revenue = 0;
        for (String[] r : requests) {
            try {
                Booking b = h.book(r[0], Integer.parseInt(r[1]), Integer.parseInt(r[2]), Integer.parseInt(r[3]));
                int cost = b.nights() * h.rooms.get(b.room()).nightly;
                revenue += cost;
                System.out.println("booked " + b + " cost " + cost);
            } catch (BookingException e) {
                System.out.println("FAILED: " + e.getMessage());
            }
        }
        System.out.println("revenue " + revenue);
        try {
            h.cancel("ben", 201);
            System.out.println("cancelled ben");
            h.cancel("zoe", 101);
        } catch (BookingException e) {
            System.out.println("cancel failed: " + e.getMessage() + " room=" + e.room);
        }
        System.out.println(h.find("CAT").map(Booking::room).map(String::valueOf).orElse("none"));
        System.out.println(h.find("ben").isPresent());
        h.find("ann").ifPresentOrElse(b -> System.out.println("ann stays " + b.nights() + " nights"),
            () -> System.out.println("ann missing"));
        Map<RoomType, Long> perType = h.bookings.entrySet().stream()
            .flatMap(e -> e.getValue().stream())
            .collect(Collectors.groupingBy(b -> h.rooms.get(b.room()), () -> new EnumMap<>(RoomType.class), Collectors.counting()));
        System.out.println(perType);
        System.out.println(h.rooms.firstKey() + " " + h.rooms.lastEntry().getValue() + " " + h.rooms.headMap(201) + " " + h.rooms.ceilingKey(150));
        BiFunction<Integer, Integer, Integer> occupancy = (room, day) ->
            (int) h.bookings.getOrDefault(room, List.of()).stream().filter(b -> b.overlaps(day, day + 1)).count();
        for (int day = 1; day <= 6; day++) {
            StringBuilder sb = new StringBuilder("day " + day + ":");
            for (int room : h.rooms.keySet()) sb.append(occupancy.apply(room, day) > 0 ? " X" : " .");
            System.out.println(sb);
        }
        System.out.println(RoomType.valueOf("SUITE").compareTo(RoomType.SINGLE));
        try {
            RoomType.valueOf("PENTHOUSE");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
